import type { AxiosInstance } from 'axios';
import type { QuizContent, QuizDraft, QuizReview } from '../../../contract/quizzes';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';
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

/**
 * A thunk around one API call: rejects with the server's message (or `failure`) and the
 * status, like every other load, so failures reach the Error Log the same way.
 */
function apiThunk<Result, Arg>(
  type: string,
  failure: string,
  call: (api: AxiosInstance, arg: Arg) => Promise<Result>,
) {
  return createAppAsyncThunk<Result, Arg>(type, async (arg, { extra, rejectWithValue }) => {
    try {
      return await call(extra.api, arg);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, failure));
    }
  });
}

export const fetchPublishedStories = apiThunk(
  'quizzes/fetchStories',
  FETCH_STORIES_FAILED,
  (api, _: void) => quizzesApi.getPublishedStories(api),
);
export const fetchDraft = apiThunk('quizzes/fetchDraft', FETCH_DRAFT_FAILED, quizzesApi.getDraft);
export const saveDraft = apiThunk(
  'quizzes/saveDraft',
  SAVE_DRAFT_FAILED,
  (api, { uid, draft }: { uid: string; draft: QuizDraft }) => quizzesApi.putDraft(api, uid, draft),
);
export const discardDraft = apiThunk(
  'quizzes/discardDraft',
  SAVE_DRAFT_FAILED,
  quizzesApi.deleteDraft,
);
export const submitQuiz = apiThunk('quizzes/submit', SUBMIT_QUIZ_FAILED, quizzesApi.postQuiz);
export const fetchPendingQuizzes = apiThunk(
  'quizzes/fetchPending',
  FETCH_PENDING_FAILED,
  (api, _: void) => quizzesApi.getPendingQuizzes(api),
);
export const fetchQuiz = apiThunk('quizzes/fetchOne', FETCH_QUIZ_FAILED, quizzesApi.getQuiz);
export const saveQuiz = apiThunk(
  'quizzes/save',
  SAVE_QUIZ_FAILED,
  (api, { id, content }: { id: string; content: QuizContent }) =>
    quizzesApi.putQuiz(api, id, content),
);
export const reviewQuiz = apiThunk(
  'quizzes/review',
  REVIEW_QUIZ_FAILED,
  (api, { id, review }: { id: string; review: QuizReview }) =>
    quizzesApi.postQuizReview(api, id, review),
);
export const fetchStoryQuizzes = apiThunk(
  'quizzes/fetchForStory',
  FETCH_STORY_QUIZZES_FAILED,
  quizzesApi.getStoryQuizzes,
);
export const checkAnswer = apiThunk(
  'quizzes/checkAnswer',
  CHECK_ANSWER_FAILED,
  (api, { id, question, choice }: { id: string; question: number; choice: number }) =>
    quizzesApi.postAnswerCheck(api, id, { question, choice }),
);
export const sendAttempt = apiThunk(
  'quizzes/sendAttempt',
  SCORE_FAILED,
  (api, { id, answers }: { id: string; answers: number[] }) =>
    quizzesApi.postAttempt(api, id, answers),
);
