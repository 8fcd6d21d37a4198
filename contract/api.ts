import { z } from 'zod';
import { alignmentSchema, languageSchema } from './languages';

/** Every error answer of the API. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const signupBodySchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(100),
  email: z.email('email must be a valid e-mail address').max(254),
  userId: z.string().min(1, 'userId is required').max(128),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const userProfileSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const STORY_CONTENT_MAX = 20_000;

export const storyRequestSchema = z.object({
  storyName: z.string().trim().min(1, 'storyName is required').max(200),
  storyContent: z
    .string()
    .trim()
    .min(1, 'storyContent is required')
    .max(STORY_CONTENT_MAX, `storyContent must be at most ${STORY_CONTENT_MAX} characters`),
  author: z.string().trim().min(1, 'author is required').max(200),
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

export const NARRATION_TEXT_MAX = 1500;

export const narrationRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text is required')
    .max(NARRATION_TEXT_MAX, `text must be at most ${NARRATION_TEXT_MAX} characters`),
  storyId: z.string().min(1, 'storyId is required').max(64),
  page_no: z.number().int().min(1, 'page_no must be 1 or more'),
  language: languageSchema.default('english'),
  regenerateAudio: z.boolean().default(false),
});
export type NarrationRequest = z.input<typeof narrationRequestSchema>;

export const narrationAnswerSchema = z.object({
  audioBase64: z.string(),
  alignment: alignmentSchema,
  /** The text that was narrated (the stored page text); alignment indexes into it. */
  text: z.string(),
  language: languageSchema,
  cached: z.boolean(),
});
export type NarrationAnswer = z.infer<typeof narrationAnswerSchema>;

export const progressBodySchema = z.object({
  storyId: z.string().min(1).max(64),
  page_no: z.number().int().min(1),
  finished: z.boolean().default(false),
});
export type ProgressBody = z.input<typeof progressBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const ERROR_MESSAGE_MAX = 2000;
export const ERROR_STACK_MAX = 8000;

/** What a browser reports; long fields are refused, so reports stay small. */
export const errorReportSchema = z.object({
  kind: z.enum(['uncaught', 'boundary', 'load']),
  message: z.string().trim().min(1, 'message is required').max(ERROR_MESSAGE_MAX),
  stack: z.string().max(ERROR_STACK_MAX).default(''),
  url: z.string().max(2000).default(''),
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
