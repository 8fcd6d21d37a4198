import { useState } from 'react';
import type { Quiz, QuizDraft } from '../../../contract/quizzes';
import { useFormProblems } from '../../i18n/forms/useFormProblems';
import { serverErrorOf, type ServerError } from '../../lib/serverData/api';
import type { QuizFields } from './QuizForm';
import { GAME_FAILURES, SUBMIT_QUIZ_FAILED, useSubmitQuizMutation } from './quizzesApi';
import { quizErrors, refusalsStillApplying, toContent, type FieldErrors } from './quizValidation';
import { useDraftAutosave } from './useDraftAutosave';

/**
 * The wizard's draft and how it moves through the steps: saved as it changes, checked before
 * the last step, and sent from it. A refusal of the sent quiz goes back to the questions,
 * marked on the fields it is about until they change.
 */
export function useQuizWizard({
  userId,
  initialDraft,
  onSubmitted,
}: {
  userId: string;
  initialDraft: QuizDraft;
  onSubmitted(quiz: Quiz): void;
}) {
  const formProblems = useFormProblems(GAME_FAILURES);
  const [submitQuiz] = useSubmitQuizMutation();
  const [draft, setDraft] = useState(initialDraft);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  /** What the server refused when the quiz was sent, and the quiz as it was then. */
  const [refused, setRefused] = useState<{ errors: FieldErrors; sent: QuizFields } | null>(null);
  const refusals = refused ? refusalsStillApplying(refused.errors, refused.sent, draft) : {};
  const { saveState, settled } = useDraftAutosave(userId, draft, !sending);
  const change = (next: Partial<QuizDraft>) => setDraft((previous) => ({ ...previous, ...next }));

  const goToReview = () => {
    const errors = { ...quizErrors(draft), ...refusals };
    if (Object.keys(errors).length) {
      setShowAllErrors(true);
      return;
    }
    setSendError(null);
    change({ step: 2 });
  };

  const refuse = (failure: ServerError) => {
    const { fields, others } = formProblems('quiz', failure);
    // The story was picked on the first step; anything about it is said with the rest.
    const { storyId: aboutStory, ...onFields } = fields;
    const said = [...others, ...(aboutStory ? [aboutStory] : [])];
    setSendError(said.length ? said.join(' ') : null);
    if (Object.keys(onFields).length) {
      // Back to the questions, where the refused fields are marked.
      setRefused({ errors: onFields, sent: { title: draft.title, questions: draft.questions } });
      change({ step: 1 });
    }
  };

  const send = async () => {
    const content = toContent(draft);
    if (!content) return;
    setSending(true);
    setSendError(null);
    await settled();
    const answer = await submitQuiz(content);
    if (answer.data) {
      onSubmitted(answer.data);
      return;
    }
    setSending(false);
    refuse(serverErrorOf(answer.error, SUBMIT_QUIZ_FAILED));
  };

  return {
    draft,
    change,
    showAllErrors,
    refusals,
    /** Whether the questions still need work before the quiz can be checked and sent. */
    needsWork:
      (showAllErrors && Object.keys(quizErrors(draft)).length > 0) ||
      Object.keys(refusals).length > 0,
    saveState,
    sending,
    sendError,
    goToReview,
    send,
  };
}
