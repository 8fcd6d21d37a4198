import { z } from 'zod';
import { alignmentSchema, storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import {
  AUTHOR_MAX,
  EMAIL_MAX,
  ERROR_MESSAGE_MAX,
  ERROR_STACK_MAX,
  ERROR_URL_MAX,
  NARRATION_TEXT_MAX,
  RECORD_ID_MAX,
  STORY_CONTENT_MAX,
  STORY_TITLE_MAX,
  UID_MAX,
  USERNAME_MAX,
} from './limits';
import { pageSecondsSchema, readingModeSchema } from './children';
import { childIdSchema } from './readers';
import { pageNumberSchema } from './stories';
import { safeId, safeText } from './text';
import { narrationVoiceSchema } from './recordings';

// The app's counters import these from here.
export { ERROR_MESSAGE_MAX, ERROR_STACK_MAX, NARRATION_TEXT_MAX, STORY_CONTENT_MAX };

/**
 * One problem with a request, as a 400 lists it beside its `message`, so the app can put a
 * sentence on the field concerned without reading the message's words.
 */
export const validationIssueSchema = z.object({
  /** Where, as the message names it: "body.storyRequest.storyName", "querystring.email". */
  path: z.string(),
  /**
   * zod's issue code: "too_big", "too_small", "invalid_type", "invalid_format", "custom"
   * (a rule of the product, such as refused characters), and others.
   */
  code: z.string(),
  /** What was measured: "string" (characters), "array" (items), "number", or "pages". */
  origin: z.string().optional(),
  /** The limit broken by a too_big (the most allowed) or too_small (the least) issue. */
  limit: z.number().optional(),
  /** The same sentence the message gives for this problem. */
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error answer of the API; a 400 for a bad request also lists its `issues`. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(validationIssueSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const signupBodySchema = z.object({
  username: safeText('Username', USERNAME_MAX, { trim: true, required: true }),
  email: z
    .email('The e-mail address is not valid.')
    .max(EMAIL_MAX, `The e-mail address must be at most ${EMAIL_MAX} characters.`),
  userId: safeId('userId', UID_MAX),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const userProfileSchema = z.object({
  uid: z.string(),
  username: z.string(),
  /** The address stored, which is only ever a verified one: null until it is verified. */
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const required = { trim: true, required: true };

export const storyRequestSchema = z.object({
  storyName: safeText('Story name', STORY_TITLE_MAX, required),
  storyContent: safeText('Story', STORY_CONTENT_MAX, required),
  author: safeText('Author', AUTHOR_MAX, required),
});
export type StoryRequest = z.infer<typeof storyRequestSchema>;
export const storyRequestBodySchema = z.object({ storyRequest: storyRequestSchema });

export const storyRequestAnswerSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  status: z.literal('pending'),
  pageCount: z.number().int(),
});

export const messageSchema = z.object({
  _id: z.string(),
  from: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
export const messageUpdateSchema = z.object({ read: z.boolean() });

export const narrationRequestSchema = z.object({
  text: safeText('Text', NARRATION_TEXT_MAX, required),
  storyId: safeId('storyId', RECORD_ID_MAX),
  page_no: pageNumberSchema,
  language: storyLanguageSchema.default('english'),
  regenerateAudio: z.boolean().default(false),
});
export type NarrationRequest = z.input<typeof narrationRequestSchema>;

export const narrationAnswerSchema = z.object({
  audioBase64: z.string(),
  alignment: alignmentSchema,
  /** The text that was narrated (the stored page text, or an administrator's unsaved text); alignment indexes into it. */
  text: z.string(),
  language: storyLanguageAnswerSchema,
  cached: z.boolean(),
  /** Set when a person's recording is played instead of the synthesised voice. */
  voice: narrationVoiceSchema.nullable().optional(),
});
export type NarrationAnswer = z.infer<typeof narrationAnswerSchema>;

export const progressBodySchema = z.object({
  storyId: safeId('storyId', RECORD_ID_MAX),
  page_no: pageNumberSchema,
  finished: z.boolean().default(false),
  /** The child who read the page; left out, the account itself (docs/children.md). */
  childId: childIdSchema.optional(),
  /**
   * Seconds on the page before this call; counted up to PAGE_SECONDS_COUNTED_MAX per page
   * view, so an open tab does not count.
   */
  seconds: pageSecondsSchema.optional(),
  /** How the page was read: listened (narration), self (read alone) or coach (read aloud). */
  mode: readingModeSchema.optional(),
});
export type ProgressBody = z.input<typeof progressBodySchema>;

/** Where the caller is in a story after POST /progress, and the points it brought. */
export const progressAnswerSchema = z.object({
  storyId: z.string(),
  lastPageRead: z.number().int(),
  pagesRead: z.array(z.number().int()),
  finished: z.boolean(),
  /** Leaderboard points the caller has earned with this story so far: pages read, finishing it. */
  storyPoints: z.number().int(),
  /** Points this call added (0 when the page and the finish had already counted). */
  pointsEarned: z.number().int(),
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** What a browser reports; long fields are refused, so reports stay small. */
export const errorReportSchema = z.object({
  kind: z.enum(['uncaught', 'boundary', 'load']),
  message: safeText('message', ERROR_MESSAGE_MAX, required),
  stack: safeText('stack', ERROR_STACK_MAX).default(''),
  url: safeText('url', ERROR_URL_MAX).default(''),
});
export type ErrorReport = z.input<typeof errorReportSchema>;

export const errorLogEntrySchema = errorReportSchema.extend({
  _id: z.string(),
  uid: z.string().nullable(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

export const errorLogPageSchema = z.object({
  items: z.array(errorLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ErrorLogPage = z.infer<typeof errorLogPageSchema>;
