import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerCheckResult, PlayableQuiz, StartedAttempt } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { messageOf } from '../../lib/serverData/api';
import { gotNoAnswer, holdQuizAnswers, type HeldAnswer } from './heldAnswers';
import { CHECK_ANSWER_FAILED, useCheckAnswerMutation } from './quizzesApi';

/** The answer just given, and what the server said of it (null: held until back online). */
export interface Feedback {
  choice: number;
  checked: AnswerCheckResult | null;
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
 * Without a network (`attempt` null: it could not even start), the answers from then on are
 * held on the device, unchecked, and given to the server when the network is back: once the
 * last is given, or when the child leaves the quiz half-way.
 */
export function useAttemptAnswers(
  quiz: PlayableQuiz,
  attempt: StartedAttempt | null,
  /** The child playing (who started the attempt); the account itself when undefined. */
  childId?: string | null,
) {
  const dispatch = useAppDispatch();
  const [checkAnswer] = useCheckAnswerMutation();
  const total = quiz.questions.length;
  const [answered, setAnswered] = useState<ReadonlySet<number>>(() => new Set(attempt?.answered));
  const [index, setIndex] = useState(() => nextQuestion(total, answered, -1));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [checking, setChecking] = useState(false);
  const [offline, setOffline] = useState(attempt === null);
  // The failure as the server said it: it is translated when shown.
  const [problem, setProblem] = useState<{ choice: number; message: string } | null>(null);
  // Answers held and not yet handed to the outbox.
  const held = useRef<HeldAnswer[]>([]);

  // Hands the held answers to the outbox (once: the list is emptied as they go).
  const keepHeld = useCallback(() => {
    const answers = held.current.splice(0);
    if (!answers.length) return;
    void dispatch(
      holdQuizAnswers({
        quizId: quiz._id,
        answers,
        questionCount: total,
        ...(childId ? { childId } : {}),
      }),
    )
      .unwrap()
      .catch((error: unknown) => console.warn('Could not keep the quiz answers for later', error));
  }, [dispatch, quiz._id, total, childId]);
  // A child who leaves half-way keeps the answers given so far, as online.
  useEffect(() => keepHeld, [keepHeld]);

  const record = (choice: number, checked: AnswerCheckResult | null) => {
    const nowAnswered = new Set(answered).add(index);
    setFeedback({ choice, checked });
    setAnswered(nowAnswered);
    if (checked) return;
    held.current.push({ question: index, choice });
    if (nowAnswered.size === total) keepHeld();
  };

  const choose = async (choice: number) => {
    if (offline || !attempt) {
      record(choice, null);
      return;
    }
    setChecking(true);
    setProblem(null);
    const answer = await checkAnswer({
      id: quiz._id,
      attemptId: attempt.attemptId,
      question: index,
      choice,
      ...(childId ? { childId } : {}),
    });
    setChecking(false);
    if (answer.data) {
      record(choice, answer.data);
    } else if (gotNoAnswer(answer.error)) {
      setOffline(true);
      record(choice, null);
    } else {
      setProblem({ choice, message: messageOf(answer.error, CHECK_ANSWER_FAILED) });
    }
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
    /** Answers are held for the network: no feedback, and no score at the end. */
    offline,
    feedback,
    checking,
    problem,
    choose,
    next,
  };
}
