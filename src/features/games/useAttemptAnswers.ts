import { useState } from 'react';
import type { AnswerCheckResult, PlayableQuiz, StartedAttempt } from '../../../contract/quizzes';
import { messageOf } from '../../lib/serverData/api';
import { CHECK_ANSWER_FAILED, useCheckAnswerMutation } from './quizzesApi';

/** What the server said of the answer just given, and which one it was. */
export interface Feedback extends AnswerCheckResult {
  choice: number;
}

/** The first question after `after` not answered yet; `total` when none is left. */
function nextQuestion(total: number, answered: ReadonlySet<number>, after: number) {
  let question = after + 1;
  while (question < total && answered.has(question)) question += 1;
  return question;
}

/**
 * The questions of an attempt one at a time, from the first the attempt has no answer for.
 * Each answer is given to the server, which keeps it and only then tells the right one.
 */
export function useAttemptAnswers(quiz: PlayableQuiz, attempt: StartedAttempt) {
  const [checkAnswer] = useCheckAnswerMutation();
  const total = quiz.questions.length;
  const [answered, setAnswered] = useState<ReadonlySet<number>>(() => new Set(attempt.answered));
  const [index, setIndex] = useState(() => nextQuestion(total, answered, -1));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [checking, setChecking] = useState(false);
  // The failure as the server said it: it is translated when shown.
  const [problem, setProblem] = useState<{ choice: number; message: string } | null>(null);

  const choose = async (choice: number) => {
    setChecking(true);
    setProblem(null);
    const answer = await checkAnswer({
      id: quiz._id,
      attemptId: attempt.attemptId,
      question: index,
      choice,
    });
    setChecking(false);
    if (!answer.data) {
      setProblem({ choice, message: messageOf(answer.error, CHECK_ANSWER_FAILED) });
      return;
    }
    setFeedback({ ...answer.data, choice });
    setAnswered((previous) => new Set(previous).add(index));
  };

  const next = () => {
    setFeedback(null);
    setIndex(nextQuestion(total, answered, index));
  };

  return {
    index,
    total,
    /** Undefined once every question is answered: the attempt is scored. */
    question: quiz.questions[index],
    answeredCount: answered.size,
    last: nextQuestion(total, answered, index) >= total,
    feedback,
    checking,
    problem,
    choose,
    next,
  };
}
