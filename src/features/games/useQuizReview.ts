import { useReducer } from 'react';
import type { Quiz, QuizReview } from '../../../contract/quizzes';
import type { MessageId } from '../../i18n/messageIds';
import { formProblems, type Failure } from '../../i18n/forms/validationMessages';
import { serverErrorOf } from '../../lib/serverData/api';
import type { QuizFields } from './QuizForm';
import {
  REVIEW_QUIZ_FAILED,
  SAVE_QUIZ_FAILED,
  useReviewQuizMutation,
  useSaveQuizMutation,
} from './quizzesApi';
import { refusalsStillApplying, toContent, type FieldErrors } from './quizValidation';

/** A failure as the server said it, or the screen's own message: translated when shown. */
export type ReviewProblem = { failure: string } | { id: MessageId };

interface ReviewState {
  /** The administrator's edits, until they are saved. */
  edited: QuizFields | null;
  busy: boolean;
  problem: ReviewProblem | null;
  notice: MessageId | null;
  rejecting: boolean;
  /** What the server refused when the edits were saved, and the quiz as it was then. */
  refused: { errors: FieldErrors; sent: QuizFields } | null;
}

type ReviewEvent =
  | { type: 'edited'; fields: QuizFields }
  | { type: 'started' }
  | { type: 'settled' }
  | { type: 'saved' }
  | { type: 'refused'; errors: FieldErrors; sent: QuizFields; problem: ReviewProblem }
  | { type: 'failed'; problem: ReviewProblem }
  | { type: 'noted'; notice: MessageId }
  | { type: 'rejecting'; open: boolean };

const START: ReviewState = {
  edited: null,
  busy: false,
  problem: null,
  notice: null,
  rejecting: false,
  refused: null,
};

function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'edited':
      return { ...state, edited: event.fields };
    case 'started':
      return { ...state, busy: true, problem: null, notice: null };
    case 'settled':
      return { ...state, busy: false };
    case 'saved':
      return { ...state, edited: null, refused: null };
    case 'refused':
      return {
        ...state,
        refused: { errors: event.errors, sent: event.sent },
        problem: event.problem,
      };
    case 'failed':
      return { ...state, problem: event.problem };
    case 'noted':
      return { ...state, notice: event.notice };
    case 'rejecting':
      return { ...state, rejecting: event.open };
  }
}

/**
 * An administrator's review of one quiz: edits saved first (a refusal marked on its fields),
 * then the approval or the rejection.
 */
export function useQuizReview(quiz: Quiz, onReviewed: (quiz: Quiz) => void) {
  const [state, dispatch] = useReducer(reviewReducer, START);
  const [saveQuiz] = useSaveQuizMutation();
  const [reviewQuiz] = useReviewQuizMutation();
  const fields = state.edited ?? quiz;
  const content = toContent({ storyId: quiz.storyId, ...fields });
  const refusals = state.refused
    ? refusalsStillApplying(state.refused.errors, state.refused.sent, fields)
    : {};

  /** Saves the edits (if any), answering the saved quiz or null after a failure. */
  const saveEdits = async (): Promise<Quiz | null> => {
    if (!state.edited) return quiz;
    if (!content) {
      dispatch({ type: 'failed', problem: { id: 'games.review.fixFirst' } });
      return null;
    }
    const answer = await saveQuiz({ id: quiz._id, content });
    if (answer.data) {
      dispatch({ type: 'saved' });
      return answer.data;
    }
    const problems = formProblems('quiz', serverErrorOf(answer.error, SAVE_QUIZ_FAILED));
    dispatch({
      type: 'refused',
      errors: problems.fields,
      sent: { title: fields.title, questions: fields.questions },
      problem: problems.others.length
        ? { failure: problems.others.join(' ') }
        : { id: 'games.review.fixFirst' },
    });
    return null;
  };

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    dispatch({ type: 'started' });
    try {
      return await work();
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  /**
   * Saves the edits, then sends the review. Answers the review's failure; a failed save is
   * shown on the page (the quiz's fields are there), and answers null like a success.
   */
  const review = (decision: QuizReview) =>
    run(async (): Promise<Failure | null> => {
      if (!(await saveEdits())) return null;
      const answer = await reviewQuiz({ id: quiz._id, review: decision });
      if (!answer.data) return serverErrorOf(answer.error, REVIEW_QUIZ_FAILED);
      onReviewed(answer.data);
      return null;
    });

  return {
    fields,
    edited: state.edited !== null,
    canSend: content !== null,
    refusals,
    busy: state.busy,
    problem: state.problem,
    notice: state.notice,
    rejecting: state.rejecting,
    edit: (next: QuizFields) => dispatch({ type: 'edited', fields: next }),
    save: () =>
      run(async () => {
        if (await saveEdits()) dispatch({ type: 'noted', notice: 'games.review.saved' });
      }),
    approve: async () => {
      const failure = await review({ decision: 'approve' });
      if (failure) dispatch({ type: 'failed', problem: { failure: failure.message } });
    },
    askReason: (open: boolean) => dispatch({ type: 'rejecting', open }),
    /** Rejects with the reason; the dialog closes once it is done, or shows the failure. */
    reject: async (reason: string) => {
      const failure = await review({ decision: 'reject', reason });
      if (!failure) dispatch({ type: 'rejecting', open: false });
      return failure;
    },
  };
}
