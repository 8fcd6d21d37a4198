import type {
  AnswerCheck,
  AnswerCheckResult,
  PendingQuiz,
  PlayableQuiz,
  Quiz,
  QuizAttemptResult,
  QuizContent,
  QuizDraft,
  QuizReview,
  SavedDraft,
  StartedAttempt,
} from '../../../contract/quizzes';
import type { StorySummary } from '../../../contract/stories';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { serverData } from '../../lib/serverData/api';
import { attemptsUrl, checkUrl, finishUrl, quizUrl, storyQuizzesUrl } from './quizUrls';

export const FETCH_DRAFT_FAILED = 'Failed to fetch your saved quiz';
export const SAVE_DRAFT_FAILED = 'Failed to save your quiz draft';
export const SUBMIT_QUIZ_FAILED = 'Failed to send the quiz';
export const FETCH_STORIES_FAILED = 'Failed to fetch stories';
export const FETCH_PENDING_FAILED = 'Failed to fetch the quizzes waiting for review';
export const FETCH_QUIZ_FAILED = 'Failed to fetch the quiz';
export const SAVE_QUIZ_FAILED = 'Failed to save the quiz';
export const REVIEW_QUIZ_FAILED = 'Failed to save the review';
export const FETCH_STORY_QUIZZES_FAILED = 'Failed to fetch the quiz';
export const START_ATTEMPT_FAILED = 'We could not start the quiz';
export const CHECK_ANSWER_FAILED = 'We could not check that answer';
export const SCORE_FAILED = 'We could not add up your score';

/** The games' own failure messages, translated where they are shown. */
export const GAME_FAILURES: KnownFailures = {
  [FETCH_DRAFT_FAILED]: 'games.error.fetchDraft',
  [SAVE_DRAFT_FAILED]: 'games.error.saveDraft',
  [SUBMIT_QUIZ_FAILED]: 'games.error.submitQuiz',
  [FETCH_PENDING_FAILED]: 'games.error.fetchPending',
  [FETCH_QUIZ_FAILED]: 'games.error.fetchQuiz',
  [SAVE_QUIZ_FAILED]: 'games.error.saveQuiz',
  [REVIEW_QUIZ_FAILED]: 'games.error.saveReview',
  [START_ATTEMPT_FAILED]: 'games.error.startAttempt',
  [CHECK_ANSWER_FAILED]: 'games.error.checkAnswer',
  [SCORE_FAILED]: 'games.error.score',
};

const draftUrl = (uid: string) => `/quizzes/drafts/${encodeURIComponent(uid)}`;
/** The tag of a story's playable quizzes (an approval adds one). */
const storyQuizzesTag = (storyId: string) => ({ type: 'Quiz' as const, id: `story:${storyId}` });

export const quizzesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The stories a quiz can be about: the published ones everyone can read. */
    getPublishedStories: build.query<StorySummary[], void>({
      query: () => '/KahaniJson/kahanis',
      transformResponse: (stories: StorySummary[]) =>
        stories.filter((story) => story.status === 'published'),
      extraOptions: { fallback: FETCH_STORIES_FAILED },
    }),

    getDraft: build.query<SavedDraft, string>({
      query: (uid) => draftUrl(uid),
      extraOptions: { fallback: FETCH_DRAFT_FAILED },
    }),
    saveDraft: build.mutation<SavedDraft, { uid: string; draft: QuizDraft }>({
      query: ({ uid, draft }) => ({ url: draftUrl(uid), method: 'put', body: draft }),
      extraOptions: { fallback: SAVE_DRAFT_FAILED },
    }),
    discardDraft: build.mutation<void, string>({
      query: (uid) => ({ url: draftUrl(uid), method: 'delete' }),
      extraOptions: { fallback: SAVE_DRAFT_FAILED },
    }),
    /** Sends the wizard's quiz for review (the server clears the draft). */
    submitQuiz: build.mutation<Quiz, QuizContent>({
      query: (content) => ({ url: '/quizzes', method: 'post', body: content }),
      extraOptions: { fallback: SUBMIT_QUIZ_FAILED },
      invalidatesTags: (quiz) => (quiz ? ['PendingQuizzes'] : []),
    }),

    getPendingQuizzes: build.query<PendingQuiz[], void>({
      query: () => '/quizzes/pending',
      extraOptions: { fallback: FETCH_PENDING_FAILED },
      providesTags: ['PendingQuizzes'],
    }),
    getQuiz: build.query<Quiz, string>({
      query: (id) => quizUrl(id),
      extraOptions: { fallback: FETCH_QUIZ_FAILED },
      providesTags: (_quiz, _error, id) => [{ type: 'Quiz', id }],
    }),
    /** An administrator's edit: the opened quiz and its row in the list show what was saved. */
    saveQuiz: build.mutation<Quiz, { id: string; content: QuizContent }>({
      query: ({ id, content }) => ({ url: quizUrl(id), method: 'put', body: content }),
      extraOptions: { fallback: SAVE_QUIZ_FAILED },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!saved) return;
        dispatch(quizzesApi.util.updateQueryData('getQuiz', id, () => saved));
        dispatch(
          quizzesApi.util.updateQueryData('getPendingQuizzes', undefined, (rows) => {
            const row = rows.find((each) => each._id === id);
            if (!row) return;
            row.title = saved.title;
            row.questionCount = saved.questions.length;
          }),
        );
      },
    }),
    /**
     * Approves or rejects a quiz. The list loses its row at once and is asked for again, as are
     * the leaderboard and the story's playable quizzes.
     */
    reviewQuiz: build.mutation<Quiz, { id: string; review: QuizReview }>({
      query: ({ id, review }) => ({ url: `${quizUrl(id)}/review`, method: 'post', body: review }),
      extraOptions: { fallback: REVIEW_QUIZ_FAILED },
      invalidatesTags: (quiz) =>
        quiz ? ['PendingQuizzes', 'Leaderboard', storyQuizzesTag(quiz.storyId)] : [],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const reviewed = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!reviewed) return;
        dispatch(quizzesApi.util.updateQueryData('getQuiz', id, () => reviewed));
        dispatch(
          quizzesApi.util.updateQueryData('getPendingQuizzes', undefined, (rows) =>
            rows.filter((row) => row._id !== id),
          ),
        );
      },
    }),

    /** The approved quizzes of a story, without their answers. */
    getStoryQuizzes: build.query<PlayableQuiz[], string>({
      query: storyQuizzesUrl,
      extraOptions: { fallback: FETCH_STORY_QUIZZES_FAILED },
      providesTags: (_quizzes, _error, storyId) => [storyQuizzesTag(storyId)],
    }),
    /**
     * The reader's attempt at a quiz (the child reading, or the account): a new one, or the one
     * they left unfinished.
     */
    startAttempt: build.mutation<StartedAttempt, { id: string; childId?: string | null }>({
      query: ({ id, childId }) => ({
        url: attemptsUrl(id),
        method: 'post',
        ...(childId ? { body: { childId } } : {}),
      }),
      extraOptions: { fallback: START_ATTEMPT_FAILED },
    }),
    /** Gives one answer of the attempt; the server stores it, then tells the right one. */
    checkAnswer: build.mutation<AnswerCheckResult, AnswerCheck & { id: string }>({
      query: ({ id, ...check }) => ({ url: checkUrl(id), method: 'post', body: check }),
      extraOptions: { fallback: CHECK_ANSWER_FAILED },
    }),
    /** Scores the attempt from the answers the server kept; points change the leaderboard. */
    finishAttempt: build.mutation<
      QuizAttemptResult,
      { id: string; attemptId: string; childId?: string | null }
    >({
      query: ({ id, attemptId, childId }) => ({
        url: finishUrl(id, attemptId),
        method: 'post',
        ...(childId ? { body: { childId } } : {}),
      }),
      extraOptions: { fallback: SCORE_FAILED },
      invalidatesTags: (result) => (result ? ['Leaderboard'] : []),
    }),
  }),
});

export const {
  useGetPublishedStoriesQuery,
  useGetDraftQuery,
  useSaveDraftMutation,
  useDiscardDraftMutation,
  useSubmitQuizMutation,
  useGetPendingQuizzesQuery,
  useGetQuizQuery,
  useSaveQuizMutation,
  useReviewQuizMutation,
  useGetStoryQuizzesQuery,
  useStartAttemptMutation,
  useCheckAnswerMutation,
  useFinishAttemptMutation,
} = quizzesApi;
