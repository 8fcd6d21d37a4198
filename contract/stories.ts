import { z } from 'zod';
import { LANGUAGES, TRANSLATION_LANGUAGES, languageSchema, type Language } from './languages';

export const PAGE_TEXT_MAX = 4000;

const pageText = z
  .string()
  .max(PAGE_TEXT_MAX, `Page text must be at most ${PAGE_TEXT_MAX} characters`);
const optionalPageText = pageText.default('');

/** One page of a story, with the field names of the product (telgu and panjabi included). */
export const pageSchema = z.object({
  parent_narration_text: pageText,
  parent_narration_audio: z.string().max(2000).default(''),
  image_description: z.string().max(1000).default(''),
  image_path: z.string().max(2000).default(''),
  video_path: z.string().max(2000).default(''),
  page_no: z.number().int().min(1),
  hindi: optionalPageText,
  spanish: optionalPageText,
  telgu: optionalPageText,
  tamil: optionalPageText,
  panjabi: optionalPageText,
  gujarati: optionalPageText,
  marathi: optionalPageText,
});
export type Page = z.infer<typeof pageSchema>;

export const storyStatusSchema = z.enum(['pending', 'published', 'rejected']);
export type StoryStatus = z.infer<typeof storyStatusSchema>;

export const translatedTitlesSchema = z.partialRecord(languageSchema, z.string().max(200));

/** A story book as the server stores and returns it; `storybook` is the same story as JSON text. */
export const storySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  status: storyStatusSchema,
  createdBy: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  rejectionReason: z.string().nullable(),
  translated_titles: translatedTitlesSchema,
  pages: z.array(pageSchema),
  storybook: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** One card of the story list. */
export const storySummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  status: storyStatusSchema,
  coverImage: z.string(),
  pageCount: z.number().int(),
  languages: z.array(languageSchema),
  translated_titles: translatedTitlesSchema,
  updatedAt: z.string(),
  /** Personalised list only: the last page (1-based) the caller read, and whether they finished. */
  lastPageRead: z.number().int().nullable().optional(),
  finished: z.boolean().optional(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;
export const storyListSchema = z.array(storySummarySchema);

/** Body of PUT /storiesModification/{id}: the full story plus its storybook text. */
export const storyUpdateSchema = z.object({
  _id: z.string().optional(),
  title: z.string().trim().min(1, 'Title is required').max(200),
  author: z.string().trim().max(200).default(''),
  summary: z.string().max(500).optional(),
  version: z.number().int().min(1, 'version is required'),
  translated_titles: translatedTitlesSchema.optional(),
  pages: z.array(pageSchema).min(1, 'A story needs at least one page').max(100),
  storybook: z.string().max(2_000_000).optional(),
});
export type StoryUpdate = z.infer<typeof storyUpdateSchema>;

/** The text of a page in a language; empty when that translation is missing. */
export function pageTextIn(page: Page, language: Language): string {
  return language === 'english' ? page.parent_narration_text : page[language];
}

/** Languages in which every page of the story has text. */
export function languagesOf(pages: readonly Page[]): Language[] {
  return LANGUAGES.filter(
    (language) =>
      pages.length > 0 && pages.every((page) => pageTextIn(page, language).trim().length > 0),
  );
}

/** A page with every field present and empty, numbered later. */
export function emptyPage(page_no: number): Page {
  const translations = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, ''])) as Record<
    (typeof TRANSLATION_LANGUAGES)[number],
    string
  >;
  return {
    parent_narration_text: '',
    parent_narration_audio: '',
    image_description: '',
    image_path: '',
    video_path: '',
    page_no,
    ...translations,
  };
}

/** page_no values counted from 1 in list order. */
export function renumberPages<T extends { page_no: number }>(pages: readonly T[]): T[] {
  return pages.map((page, index) => ({ ...page, page_no: index + 1 }));
}

/** A row of the administrators' grids: the summary plus who asked for it and why it was refused. */
export const adminStoryRowSchema = storySummarySchema.extend({
  createdBy: z.string().nullable(),
  requestedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  version: z.number().int(),
});
export type AdminStoryRow = z.infer<typeof adminStoryRowSchema>;
export const adminStoryListSchema = z.array(adminStoryRowSchema);

export const storyReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, 'reason is required when rejecting').max(1000),
  }),
]);
export type StoryReview = z.infer<typeof storyReviewSchema>;
