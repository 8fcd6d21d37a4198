import { z } from 'zod';
import {
  CHILD_AVATARS,
  COACH_WORD_MAX,
  COACH_WORDS_MAX,
  NICKNAME_MAX,
  READING_MODES,
} from './childLimits';
import { LANGUAGES, storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import { RECORD_ID_MAX } from './limits';
import { readerPreferencesSchema } from './preferences';
import { childIdSchema } from './readers';
import { pageNumberSchema } from './stories';
import { safeId, safeText } from './text';

/*
 * Child profiles under a signed-in account (docs/children.md): a nickname and a picture, no
 * e-mail address and no birth date. Other families see a child only by nickname, on the
 * leaderboard, and only when the parent lets the child appear there.
 */

export {
  CHILD_AVATARS,
  CHILDREN_MAX,
  COACH_WORD_MAX,
  COACH_WORDS_MAX,
  HARD_WORDS_SHOWN,
  NICKNAME_MAX,
  PAGE_SECONDS_COUNTED_MAX,
  READING_MODES,
  TOO_MANY_CHILDREN,
  type ChildAvatar,
  type ReadingMode,
} from './childLimits';
export const CHILD_NOT_FOUND = 'Child not found.';

const oneOf = (label: string, values: readonly string[]) =>
  `${label} must be one of: ${values.join(', ')}.`;

/**
 * Control characters, and the bidirectional embeddings, overrides and isolates that could
 * turn a nickname around for the other families who read it on the leaderboard.
 */
const REFUSED_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export const nicknameSchema = safeText('Nickname', NICKNAME_MAX, {
  trim: true,
  required: true,
}).refine(
  (value) => !REFUSED_IN_NAMES.test(value),
  'Nickname must not contain control or text-direction characters.',
);

export const avatarSchema = z.enum(CHILD_AVATARS, { error: oneOf('Avatar', CHILD_AVATARS) });

/** The interface's eight languages, by their SPEC.md names. */
export const interfaceLanguageSchema = z.enum(LANGUAGES, {
  error: oneOf('Interface language', LANGUAGES),
});

/** The reader's text size, checked as the reader's settings check it. */
export const childTextSizeSchema = readerPreferencesSchema.shape.textSize;

/** A child profile as the API answers it. */
export const childSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: avatarSchema,
  /** A story language: one of the eight or a BCP 47 tag. */
  storyLanguage: storyLanguageAnswerSchema,
  interfaceLanguage: interfaceLanguageSchema,
  /** Percent of the base reading size. */
  textSize: z.number().int(),
  /** Whether the child appears (by nickname) on the leaderboard. */
  onLeaderboard: z.boolean(),
  createdAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;
export const childListSchema = z.array(childSchema);

/**
 * POST /children. Nickname and avatar are required; the story language defaults to the
 * account's saved one, the interface language to it too when it is one of the eight
 * (English otherwise), the text size to the reader's default.
 */
export const childCreateSchema = z.object({
  nickname: nicknameSchema,
  avatar: avatarSchema,
  storyLanguage: storyLanguageSchema.optional(),
  interfaceLanguage: interfaceLanguageSchema.optional(),
  textSize: childTextSizeSchema.optional(),
  onLeaderboard: z.boolean({ error: 'onLeaderboard must be true or false.' }).default(true),
});
export type ChildCreate = z.input<typeof childCreateSchema>;

/** PATCH /children/:id: any of the fields, at least one. */
export const childUpdateSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    avatar: avatarSchema.optional(),
    storyLanguage: storyLanguageSchema.optional(),
    interfaceLanguage: interfaceLanguageSchema.optional(),
    textSize: childTextSizeSchema.optional(),
    onLeaderboard: z.boolean({ error: 'onLeaderboard must be true or false.' }).optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Give at least one field to change: nickname, avatar, storyLanguage, interfaceLanguage, textSize or onLeaderboard.',
  );
export type ChildUpdate = z.input<typeof childUpdateSchema>;

export const childParamsSchema = z.object({ id: safeId('id', RECORD_ID_MAX) });

// ---- Reading time and how a child reads ----------------------------------------------

export const readingModeSchema = z.enum(READING_MODES, { error: oneOf('mode', READING_MODES) });

/** Seconds on the page before this call, as the app measured them; capped when counted. */
export const pageSecondsSchema = z
  .number({ error: 'seconds must be a number.' })
  .int('seconds must be a whole number.')
  .min(0, 'seconds must be 0 or more.');

// ---- Coach results --------------------------------------------------------------------

const coachWordSchema = safeText('word', COACH_WORD_MAX, { trim: true, required: true }).refine(
  (value) => !/[\s\p{Cc}]/u.test(value),
  'word must be one word, without spaces or control characters.',
);

/** POST /coach/results: each word of a page read to the coach, and whether it was read right. */
export const coachResultsSchema = z.object({
  childId: childIdSchema.optional(),
  storyId: safeId('storyId', RECORD_ID_MAX),
  page_no: pageNumberSchema,
  words: z
    .array(
      z.object({
        word: coachWordSchema,
        right: z.boolean({ error: 'right must be true or false.' }),
      }),
    )
    .min(1, 'words must hold at least one word.')
    .max(COACH_WORDS_MAX, `words must hold at most ${COACH_WORDS_MAX} words.`),
});
export type CoachResults = z.input<typeof coachResultsSchema>;
export const coachResultsAnswerSchema = z.object({
  /** Words stored. */
  saved: z.number().int(),
});

// ---- The family view ------------------------------------------------------------------

export const SUMMARY_PERIODS = ['7', '30'] as const;
export const summaryQuerySchema = z.object({
  days: z
    .enum(SUMMARY_PERIODS, { error: 'days must be 7 or 30.' })
    .default('7')
    .transform(Number)
    .describe('The period: the last 7 or 30 days (UTC), today included; 7 when left out.'),
});

const readingFigures = {
  /** Time on pages, each page view counted up to PAGE_SECONDS_COUNTED_MAX; one decimal. */
  minutes: z.number(),
  /** Pages read: each page of each story once per day. */
  pages: z.number().int(),
  /** Stories read to their last page for the first time. */
  storiesFinished: z.number().int(),
};

export const childSummarySchema = z.object({
  childId: z.string(),
  days: z.number().int(),
  /** First and last day of the period, YYYY-MM-DD (UTC). */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first; days without reading hold zeros. */
  daily: z.array(z.object({ date: z.string(), ...readingFigures })),
  totals: z.object(readingFigures),
  /** Page views by how the page was read (views sent without a mode are not counted here). */
  modes: z.object({
    listened: z.number().int(),
    self: z.number().int(),
    coach: z.number().int(),
  }),
  /** Different words read to the coach in the period. */
  wordsPractised: z.number().int(),
  /**
   * Words missed at least twice in the period and not read right since their last miss,
   * the most missed first (at most HARD_WORDS_SHOWN).
   */
  hardWords: z.array(z.string()),
  /** Days in a row with reading, up to today (or yesterday, while today has none yet). */
  streak: z.number().int(),
  /** Leaderboard points: in the period and of all time (also when kept off the leaderboard). */
  points: z.object({ period: z.number().int(), allTime: z.number().int() }),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;
