import { z } from 'zod';
import { ACCOUNT_SEARCH_MIN, EMAIL_MAX } from './limits';
import { safeText } from './text';

/** What deleting an account removes, counted before and recorded after. */
export const removableDataSchema = z.object({
  boardPosts: z.number().int(),
  readingProgress: z.number().int(),
  inboxMessages: z.number().int(),
  quizzes: z.number().int(),
  pendingStories: z.number().int(),
  /** Pages the person recorded (family voices), private or the story's. */
  recordings: z.number().int().default(0),
  /**
   * Child profiles; their progress is counted in readingProgress. Always sent; absent only
   * from audit records written before accounts had children.
   */
  children: z.number().int().optional(),
  /** Published stories stay, without the requester's name. */
  publishedStories: z.number().int(),
});
export type RemovableData = z.infer<typeof removableDataSchema>;

export const accountSchema = z.object({
  uid: z.string(),
  /** The address the identity provider verified. */
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  data: removableDataSchema,
});
export type Account = z.infer<typeof accountSchema>;

export { ACCOUNT_SEARCH_MIN };
export const accountSearchQuerySchema = z.object({
  email: safeText('E-mail address', EMAIL_MAX, { trim: true }).refine(
    (email) => email.length >= ACCOUNT_SEARCH_MIN,
    `Type at least ${ACCOUNT_SEARCH_MIN} characters of the e-mail address.`,
  ),
});
export const accountListSchema = z.array(accountSchema);

export const accountDeletionBodySchema = z.object({
  /** The account's e-mail address, typed again by the administrator. */
  confirmEmail: safeText('The e-mail address', EMAIL_MAX, { trim: true, required: true }),
});
export const ACCOUNT_CONFIRMATION_MISMATCH =
  "To confirm, type the account's e-mail address exactly.";
export const ADMIN_NOT_DELETABLE = 'Administrators cannot be deleted.';

export const accountDeletionSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  maskedEmail: z.string(),
  deletedBy: z.string(),
  removed: removableDataSchema,
  createdAt: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
export const accountDeletionListSchema = z.array(accountDeletionSchema);
