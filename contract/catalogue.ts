import { z } from 'zod';
import { storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import { storySummarySchema } from './stories';
import { STORY_LENGTH_IDS } from './storyLengths';
import { safeText } from './text';

/*
 * The story list as a catalogue: pages of a stable order, searched and filtered on the
 * server. GET /KahaniJson/kahanis and GET /KahaniJson/getkahanis/:uid answer SPEC.md's
 * whole array when none of these parameters is sent, and one page when any is.
 */

export const CATALOGUE_PAGE_DEFAULT = 24;
export const CATALOGUE_PAGE_MAX = 100;
export const CATALOGUE_QUERY_MAX = 200;
/** A cursor is opaque to callers; this bounds what the server will read. */
export const CATALOGUE_CURSOR_MAX = 512;

export const catalogueQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be 1 or more.')
    .max(CATALOGUE_PAGE_MAX, `limit must be at most ${CATALOGUE_PAGE_MAX}.`)
    .optional(),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z
    .string()
    .min(1, 'cursor must not be empty.')
    .max(CATALOGUE_CURSOR_MAX, 'cursor is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid.')
    .optional(),
  /** Words to find in titles (every language), authors, summaries and page text. */
  q: safeText('q', CATALOGUE_QUERY_MAX, { trim: true }).optional(),
  /** Only stories readable in this language: a SPEC.md name or a BCP 47 tag. */
  language: storyLanguageSchema.optional(),
  length: z
    .enum(STORY_LENGTH_IDS, { error: `length must be one of: ${STORY_LENGTH_IDS.join(', ')}.` })
    .optional(),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

/** One page of the catalogue. */
export const cataloguePageSchema = z.object({
  stories: z.array(storySummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many stories match, on every page. */
  total: z.number().int(),
  /**
   * Personalised list, first page without a search or filter: the stories the caller is in
   * the middle of, most recent first, for the "continue reading" row.
   */
  continueReading: z.array(storySummarySchema).optional(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

/** GET /KahaniJson/languages: the languages the published catalogue has, for the list's filter. */
export const catalogueLanguagesSchema = z.object({
  languages: z.array(
    z.object({
      language: storyLanguageAnswerSchema,
      /** Published stories readable in it. */
      stories: z.number().int(),
    }),
  ),
});
export type CatalogueLanguages = z.infer<typeof catalogueLanguagesSchema>;
