import { z } from 'zod';
import { storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import { storySummarySchema } from './stories';
import { STORY_LENGTH_IDS, pageRangeOf } from './storyLengths';
import { childIdSchema } from './readers';
import { safeText } from './text';

/*
 * The story list as a catalogue: pages of a stable order, searched and filtered on the
 * server. GET /KahaniJson/kahanis and GET /KahaniJson/getkahanis/:uid answer SPEC.md's
 * whole array when none of these parameters is sent, and one page when any is.
 */

export const CATALOGUE_PAGE_DEFAULT = 24;
export const CATALOGUE_PAGE_MAX = 100;
export const CATALOGUE_QUERY_MAX = 200;
/**
 * A cursor is opaque to callers; this bounds what the server will read. It holds the last
 * story's title (up to 200 characters of any script, so up to 800 bytes) and id.
 */
export const CATALOGUE_CURSOR_MAX = 2048;
/** Why a cursor is refused: it must be a page's own `nextCursor`, for the same search. */
export const CATALOGUE_CURSOR_REFUSAL =
  'cursor is not valid: pass the nextCursor of the page before, with the same q, language and length.';

/** "short (1 to 6 pages), medium (7 to 10 pages), long (11 pages or more)" */
function lengthsInWords(): string {
  return STORY_LENGTH_IDS.map((id) => {
    const { from, to } = pageRangeOf(id);
    return to === null ? `${id} (${from} pages or more)` : `${id} (${from} to ${to} pages)`;
  }).join(', ');
}

export const catalogueQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be 1 or more.')
    .max(CATALOGUE_PAGE_MAX, `limit must be at most ${CATALOGUE_PAGE_MAX}.`)
    .optional()
    .describe(
      `Stories per page, 1 to ${CATALOGUE_PAGE_MAX} (${CATALOGUE_PAGE_DEFAULT} when left out).`,
    ),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z
    .string()
    .min(1, 'cursor must not be empty.')
    .max(CATALOGUE_CURSOR_MAX, CATALOGUE_CURSOR_REFUSAL)
    .regex(/^[A-Za-z0-9_-]+$/, CATALOGUE_CURSOR_REFUSAL)
    .optional()
    .describe('The nextCursor of the page before, with the same q, language and length.'),
  /** Words to find in titles (every language), authors, summaries and page text. */
  q: safeText('q', CATALOGUE_QUERY_MAX, { trim: true })
    .optional()
    .describe(
      'Words to find in titles, authors, summaries and page text, in any language; the last may be the start of a word.',
    ),
  /** Only stories readable in this language: a SPEC.md name or a BCP 47 tag. */
  language: storyLanguageSchema
    .optional()
    .describe('Only stories readable in this language: a name such as hindi, or a BCP 47 tag.'),
  length: z
    .enum(STORY_LENGTH_IDS, { error: `length must be one of: ${STORY_LENGTH_IDS.join(', ')}.` })
    .optional()
    .describe(`Only stories of this length: ${lengthsInWords()}.`),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

/**
 * GET /KahaniJson/getkahanis/:uid: the catalogue's parameters and the child reading, whose
 * positions and "continue reading" the list carries (the account's own when left out).
 * `childId` alone does not ask for a page.
 */
export const personalCatalogueQuerySchema = catalogueQuerySchema.extend({
  childId: childIdSchema.optional(),
});
export type PersonalCatalogueQuery = z.input<typeof personalCatalogueQuerySchema>;

/** One page of the catalogue. */
export const cataloguePageSchema = z.object({
  stories: z.array(storySummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z
    .string()
    .nullable()
    .describe(
      'Pass as cursor (with the same q, language and length) for the next page; null on the last.',
    ),
  /** How many stories match, on every page. */
  total: z.number().int().describe('How many stories match, on every page.'),
  /**
   * Personalised list, first page without a search or filter: the stories the caller is in
   * the middle of, most recent first, for the "continue reading" row.
   */
  continueReading: z
    .array(storySummarySchema)
    .optional()
    .describe(
      'Personalised list, first page without q, language or length: the stories the caller has not finished, most recently read first.',
    ),
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
