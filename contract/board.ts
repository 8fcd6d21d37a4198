import { z } from 'zod';
import { BOARD_POST_MAX } from './limits';
import { safeText } from './text';

/** The message board's shared rules: the server enforces them, the composer shows them. */
export { BOARD_POST_MAX };
export const BOARD_PAGE_SIZE = 20;
/** Posting pace per user, enforced by the server across all API processes. */
export const BOARD_POSTS_PER_WINDOW = 5;
export const BOARD_POST_WINDOW_MINUTES = 10;
export const BOARD_PACE_MESSAGE =
  'You are posting very quickly. Please wait a few minutes before posting again.';

export const boardPostBodySchema = z.object({
  text: safeText('Your message', BOARD_POST_MAX, { trim: true }).refine(
    (text) => text.length > 0,
    'Please write something before posting.',
  ),
});
export type BoardPostBody = z.infer<typeof boardPostBodySchema>;

export const boardViewSchema = z.enum(['all', 'reported']);
export type BoardView = z.infer<typeof boardViewSchema>;

export const boardQuerySchema = z.object({
  page: z.coerce
    .number('page must be a number')
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .default(1),
  /** Administrators may ask for the posts others reported, most reported first. */
  view: boardViewSchema.default('all'),
});

export const boardPostSchema = z.object({
  _id: z.string(),
  /** First name and last initial; never an e-mail address. */
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The caller wrote it (may delete it). */
  mine: z.boolean(),
  reportedByMe: z.boolean(),
  /** Hidden by an administrator: only its author and administrators still see it. */
  hidden: z.boolean(),
  /** Reports since its last review; only administrators are told (0 for everyone else). */
  reports: z.number().int(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardPageSchema = z.object({
  items: z.array(boardPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Posts waiting for an administrator's review (0 for everyone else). */
  reportedCount: z.number().int(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

export const boardModerationSchema = z.object({
  hidden: z.boolean('hidden must be true or false'),
});
export type BoardModeration = z.infer<typeof boardModerationSchema>;
