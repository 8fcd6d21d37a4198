import type { QuizContent, QuizDraft, QuizReview } from '../../../contract/quizzes';
import { createApiThunk } from '../../app/hooks';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import * as quizzesApi from './quizzesApi';

export const FETCH_DRAFT_FAILED = 'Failed to fetch your saved quiz';
export const SAVE_DRAFT_FAILED = 'Failed to save your quiz draft';
export const SUBMIT_QUIZ_FAILED = 'Failed to send the quiz';
export const FETCH_STORIES_FAILED = 'Failed to fetch stories';
export const FETCH_PENDING_FAILED = 'Failed to fetch the quizzes waiting for review';
export const FETCH_QUIZ_FAILED = 'Failed to fetch the quiz';
export const SAVE_QUIZ_FAILED = 'Failed to save the quiz';
export const REVIEW_QUIZ_FAILED = 'Failed to save the review';
export const FETCH_STORY_QUIZZES_FAILED = 'Failed to fetch the quiz';
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
  [CHECK_ANSWER_FAILED]: 'games.error.checkAnswer',
  [SCORE_FAILED]: 'games.error.score',
};

export const fetchPublishedStories = createApiThunk(
  'quizzes/fetchStories',
  (_: void, api) => quizzesApi.getPublishedStories(api),
  FETCH_STORIES_FAILED,
);
export const fetchDraft = createApiThunk(
  'quizzes/fetchDraft',
  (uid: string, api) => quizzesApi.getDraft(api, uid),
  FETCH_DRAFT_FAILED,
);
export const saveDraft = createApiThunk(
  'quizzes/saveDraft',
  ({ uid, draft }: { uid: string; draft: QuizDraft }, api) => quizzesApi.putDraft(api, uid, draft),
  SAVE_DRAFT_FAILED,
);
export const discardDraft = createApiThunk(
  'quizzes/discardDraft',
  (uid: string, api) => quizzesApi.deleteDraft(api, uid),
  SAVE_DRAFT_FAILED,
);
export const submitQuiz = createApiThunk(
  'quizzes/submit',
  (content: QuizContent, api) => quizzesApi.postQuiz(api, content),
  SUBMIT_QUIZ_FAILED,
);
export const fetchPendingQuizzes = createApiThunk(
  'quizzes/fetchPending',
  (_: void, api) => quizzesApi.getPendingQuizzes(api),
  FETCH_PENDING_FAILED,
);
export const fetchQuiz = createApiThunk(
  'quizzes/fetchOne',
  (id: string, api) => quizzesApi.getQuiz(api, id),
  FETCH_QUIZ_FAILED,
);
export const saveQuiz = createApiThunk(
  'quizzes/save',
  ({ id, content }: { id: string; content: QuizContent }, api) =>
    quizzesApi.putQuiz(api, id, content),
  SAVE_QUIZ_FAILED,
);
export const reviewQuiz = createApiThunk(
  'quizzes/review',
  ({ id, review }: { id: string; review: QuizReview }, api) =>
    quizzesApi.postQuizReview(api, id, review),
  REVIEW_QUIZ_FAILED,
);
export const fetchStoryQuizzes = createApiThunk(
  'quizzes/fetchForStory',
  (storyId: string, api) => quizzesApi.getStoryQuizzes(api, storyId),
  FETCH_STORY_QUIZZES_FAILED,
);
export const checkAnswer = createApiThunk(
  'quizzes/checkAnswer',
  ({ id, question, choice }: { id: string; question: number; choice: number }, api) =>
    quizzesApi.postAnswerCheck(api, id, { question, choice }),
  CHECK_ANSWER_FAILED,
);
export const sendAttempt = createApiThunk(
  'quizzes/sendAttempt',
  ({ id, answers }: { id: string; answers: number[] }, api) =>
    quizzesApi.postAttempt(api, id, answers),
  SCORE_FAILED,
);
