import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  AnswerCheck,
  AnswerCheckResult,
  QuizAttemptResult,
  StartedAttempt,
} from '../../../contract/quizzes';
import { HttpError } from '../auth/plugin';
import { quizAttempts } from '../db/schema';
import type { Transaction } from './liveAccount';
import { creditPoints, quizPoints } from './points';
import type { QuizRow } from './quizRecords';

type AttemptRow = typeof quizAttempts.$inferSelect;

const ATTEMPT_NOT_FOUND = 'Attempt not found';
const ALREADY_ANSWERED = 'This question was already answered in this attempt.';
const ATTEMPT_FINISHED = 'This attempt is finished. Start a new one to play again.';
const QUESTIONS_LEFT = 'Answer every question before finishing the attempt.';

const answeredQuestions = (row: AttemptRow) =>
  row.answers.flatMap((choice, question) => (choice === null ? [] : [question]));

async function findOpenAttempt(tx: Transaction, uid: string, quizId: string) {
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.uid, uid),
        eq(quizAttempts.quizId, quizId),
        isNull(quizAttempts.completedAt),
      ),
    );
  return row;
}

/**
 * The caller's open attempt at the quiz, started if there is none. Keeping one open attempt
 * per quiz means a second attempt cannot be used to learn the answers of the first while it
 * is being played; and only the first attempt a user ever starts earns points.
 */
export async function openAttempt(
  tx: Transaction,
  uid: string,
  quiz: QuizRow,
): Promise<StartedAttempt> {
  const open = await findOpenAttempt(tx, uid, quiz.id);
  if (open) return { attemptId: open.id, answered: answeredQuestions(open) };
  const [earlier] = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.uid, uid), eq(quizAttempts.quizId, quiz.id)))
    .limit(1);
  const id = randomUUID();
  // Two starts at once: the unique index on open attempts lets one in, and both use it.
  const [created] = await tx
    .insert(quizAttempts)
    .values({
      id,
      quizId: quiz.id,
      uid,
      answers: quiz.questions.map(() => null),
      correct: 0,
      total: quiz.questions.length,
      earnsPoints: !earlier,
    })
    .onConflictDoNothing()
    .returning({ id: quizAttempts.id });
  if (created) return { attemptId: created.id, answered: [] };
  const winner = await findOpenAttempt(tx, uid, quiz.id);
  if (!winner) throw new HttpError(409, ATTEMPT_FINISHED);
  return { attemptId: winner.id, answered: answeredQuestions(winner) };
}

/** The caller's attempt at this quiz, locked until the transaction ends, or 404. */
async function lockAttempt(tx: Transaction, uid: string, quiz: QuizRow, attemptId: string) {
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.id, attemptId),
        eq(quizAttempts.uid, uid),
        eq(quizAttempts.quizId, quiz.id),
      ),
    )
    .for('update');
  if (!row) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  return row;
}

/**
 * Stores the answer to one question of the caller's open attempt, then tells whether it was
 * right and which answer was. Each question is answered (and its answer told) once.
 */
export async function answerQuestion(
  tx: Transaction,
  uid: string,
  quiz: QuizRow,
  { attemptId, question, choice }: AnswerCheck,
): Promise<AnswerCheckResult> {
  const asked = quiz.questions[question];
  if (!asked)
    throw new HttpError(400, `body.question: the quiz has ${quiz.questions.length} questions`);
  if (choice >= asked.options.length)
    throw new HttpError(400, `body.choice: the question has ${asked.options.length} answers`);
  const attempt = await lockAttempt(tx, uid, quiz, attemptId);
  if (attempt.completedAt) throw new HttpError(409, ATTEMPT_FINISHED);
  if (attempt.answers[question] !== null) throw new HttpError(409, ALREADY_ANSWERED);
  const answers = attempt.answers.map((given, index) => (index === question ? choice : given));
  await tx.update(quizAttempts).set({ answers }).where(eq(quizAttempts.id, attempt.id));
  return { correct: choice === asked.answerIndex, answerIndex: asked.answerIndex };
}

/**
 * Scores a wholly answered attempt from its stored answers and credits the first attempt's
 * points. Finishing again answers the same result, so a lost answer can be asked for again.
 */
export async function finishAttempt(
  tx: Transaction,
  uid: string,
  quiz: QuizRow,
  attemptId: string,
): Promise<QuizAttemptResult> {
  const attempt = await lockAttempt(tx, uid, quiz, attemptId);
  if (attempt.answers.some((choice) => choice === null)) throw new HttpError(409, QUESTIONS_LEFT);
  const correct = quiz.questions.filter(
    (question, index) => attempt.answers[index] === question.answerIndex,
  ).length;
  if (!attempt.completedAt) {
    await tx
      .update(quizAttempts)
      .set({ correct, completedAt: new Date() })
      .where(eq(quizAttempts.id, attempt.id));
  }
  const earned = quizPoints(quiz.id, correct);
  // The ledger credits a quiz once, whichever attempt asks.
  if (attempt.earnsPoints) await creditPoints(tx, uid, [earned]);
  return {
    correct,
    total: quiz.questions.length,
    points: attempt.earnsPoints ? earned.points : 0,
    firstAttempt: attempt.earnsPoints,
  };
}
