import { z } from 'zod';
import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTIONS_MIN,
  QUIZ_TITLE_MAX,
  RECORD_ID_MAX,
  REJECT_REASON_MAX,
} from './limits';
import { childIdSchema } from './readers';
import { safeId, safeText } from './text';

/** Limits of a story quiz (from limits.ts), shared by the wizard's inline checks and the server. */
export {
  OPTIONS_MAX,
  OPTIONS_MIN,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTIONS_MIN,
  QUIZ_TITLE_MAX,
};
/** A quiz is refused with a reason as long as a story's. */
export const REJECTION_REASON_MAX = REJECT_REASON_MAX;

const storyIdSchema = safeId('storyId', RECORD_ID_MAX);

export const quizQuestionSchema = z
  .object({
    prompt: safeText('Question', QUESTION_TEXT_MAX, { trim: true }).min(1, 'Write the question'),
    options: z
      .array(
        safeText('Answer', OPTION_TEXT_MAX, { trim: true }).min(
          1,
          'Write this answer or remove it',
        ),
      )
      .min(OPTIONS_MIN, `Give at least ${OPTIONS_MIN} answers`)
      .max(OPTIONS_MAX, `Give at most ${OPTIONS_MAX} answers`),
    /** The one right option; a single index makes "exactly one right answer" structural. */
    answerIndex: z.number({ error: 'Mark the right answer' }).int().min(0),
  })
  .refine((question) => question.answerIndex < question.options.length, {
    message: 'Mark the right answer',
    path: ['answerIndex'],
  })
  .refine(
    (question) =>
      new Set(question.options.map((option) => option.trim().toLowerCase())).size ===
      question.options.length,
    { message: 'Two answers are the same', path: ['options'] },
  );
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** What a parent submits and an administrator may change. */
export const quizContentSchema = z.object({
  storyId: storyIdSchema,
  title: safeText('Title', QUIZ_TITLE_MAX, { trim: true }).min(1, 'Give the quiz a title'),
  questions: z
    .array(quizQuestionSchema)
    .min(QUIZ_QUESTIONS_MIN, 'Write at least one question')
    .max(QUIZ_QUESTIONS_MAX, `A quiz has at most ${QUIZ_QUESTIONS_MAX} questions`),
});
export type QuizContent = z.infer<typeof quizContentSchema>;

export const quizStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type QuizStatus = z.infer<typeof quizStatusSchema>;

/** A whole quiz with its answers: for its author's submission and the administrators. */
export const quizSchema = quizContentSchema.extend({
  _id: z.string(),
  storyTitle: z.string(),
  status: quizStatusSchema,
  createdBy: z.string(),
  authorName: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const pendingQuizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  storyId: z.string(),
  storyTitle: z.string(),
  authorName: z.string(),
  questionCount: z.number().int(),
  createdAt: z.string(),
});
export type PendingQuiz = z.infer<typeof pendingQuizSchema>;
export const pendingQuizListSchema = z.array(pendingQuizSchema);

export const quizReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: safeText('reason', REJECTION_REASON_MAX, { trim: true }).min(
      1,
      'reason is required when rejecting',
    ),
  }),
]);
export type QuizReview = z.infer<typeof quizReviewSchema>;

/**
 * A half-written quiz, saved while the wizard is open. Loose on purpose (no story or right answer chosen yet is left out, a question may be
 * blank) but bounded, so a draft can never grow past what a finished quiz may hold.
 */
export const quizDraftSchema = z.object({
  step: z.number().int().min(0).max(2),
  storyId: safeId('storyId', RECORD_ID_MAX).optional(),
  title: safeText('title', QUIZ_TITLE_MAX * 2),
  questions: z
    .array(
      z.object({
        prompt: safeText('prompt', QUESTION_TEXT_MAX * 2),
        options: z.array(safeText('option', OPTION_TEXT_MAX * 2)).max(OPTIONS_MAX),
        answerIndex: z.number().int().min(0).max(OPTIONS_MAX).optional(),
      }),
    )
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizDraft = z.infer<typeof quizDraftSchema>;
export type DraftQuestion = QuizDraft['questions'][number];
export const savedDraftSchema = z.object({
  draft: quizDraftSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

/** A quiz as a player receives it: the questions and options, never the right answers. */
export const playableQuizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  storyId: z.string(),
  questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
});
export type PlayableQuiz = z.infer<typeof playableQuizSchema>;
export const playableQuizListSchema = z.array(playableQuizSchema);

/**
 * A child plays a quiz as an attempt kept on the server. Each answer is stored before the right
 * one is told, once per question, so a first attempt cannot be scored by peeking.
 */
export const attemptIdSchema = z.uuid('attemptId must be an attempt id');

/** The caller's open attempt at a quiz: a new one, or the one they left unfinished. */
export const startedAttemptSchema = z.object({
  attemptId: z.string(),
  /** Questions already answered in it (by index), for carrying on where the child left off. */
  answered: z.array(z.number().int()),
});
export type StartedAttempt = z.infer<typeof startedAttemptSchema>;

export const answerCheckSchema = z.object({
  /** The child playing; left out, the account itself (as when the attempt was started). */
  childId: childIdSchema.optional(),
  attemptId: attemptIdSchema,
  question: z
    .number()
    .int()
    .min(0)
    .max(QUIZ_QUESTIONS_MAX - 1),
  choice: z
    .number()
    .int()
    .min(0)
    .max(OPTIONS_MAX - 1),
});
export type AnswerCheck = z.infer<typeof answerCheckSchema>;
export const answerCheckResultSchema = z.object({
  correct: z.boolean(),
  /** Told only once the child's answer is stored, so the feedback can show it. */
  answerIndex: z.number().int(),
});
export type AnswerCheckResult = z.infer<typeof answerCheckResultSchema>;

export const quizAttemptResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  /** Leaderboard points this attempt earned (only the first attempt at a quiz earns). */
  points: z.number().int(),
  firstAttempt: z.boolean(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;

export const leaderboardPeriodSchema = z.enum(['week', 'all']);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;
/** GET /leaderboard: the period, and the child asking (whose place is `caller`). */
export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('week'),
  childId: childIdSchema.optional(),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  /** The reader asking: the account, or the child named by `childId`. */
  isCaller: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  period: leaderboardPeriodSchema,
  /** Start of the period (Monday 00:00 UTC for the week), null for all time. */
  since: z.string().nullable(),
  top: z.array(leaderboardEntrySchema),
  /** The caller's own place, also when outside the top; null before any points. */
  caller: leaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Points per event, the single source of the leaderboard's rules. */
export const POINTS = { pageRead: 1, storyFinished: 5, rightAnswer: 2 } as const;
export const LEADERBOARD_SIZE = 20;
