import { z } from 'zod';
import {
  LANGUAGE_LABELS,
  TRANSLATION_LANGUAGES,
  languageKeyedSchema,
  storyLanguageAnswerSchema,
  type TranslationLanguage,
} from './languages';
import {
  AUTHOR_MAX,
  IMAGE_DESCRIPTION_MAX,
  PAGES_PER_STORY_MAX,
  PAGE_TEXT_MAX,
  REJECT_REASON_MAX,
  RECORD_ID_MAX,
  STORYBOOK_MAX,
  STORY_TITLE_MAX,
  SUMMARY_MAX,
  VERSION_MAX,
} from './limits';
import {
  creditsAnswerSchema,
  creditsSchema,
  licenceAnswerSchema,
  licenceIdSchema,
  licenceSchema,
} from './credits';
import { mediaPath } from './media';
import { safeId, safeText } from './text';

export { PAGE_TEXT_MAX };

/** A page number of a story: 1 up to the most pages a story may have. */
export const pageNumberSchema = z
  .number({ error: 'page_no must be a number.' })
  .int('page_no must be a whole number.')
  .min(1, 'page_no must be 1 or more.')
  .max(PAGES_PER_STORY_MAX, `page_no must be at most ${PAGES_PER_STORY_MAX}.`);

function withoutEmptyTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
}

const translationText = (language: TranslationLanguage) =>
  safeText(`Page text in ${LANGUAGE_LABELS[language]}`, PAGE_TEXT_MAX).default('');

/** One page of a story as the editor saves it, with the product's field names (telgu, panjabi). */
export const pageSchema = z.object({
  parent_narration_text: safeText('Page text', PAGE_TEXT_MAX),
  parent_narration_audio: mediaPath('Narration audio').default(''),
  image_description: safeText('Image description', IMAGE_DESCRIPTION_MAX).default(''),
  image_path: mediaPath('Image').default(''),
  video_path: mediaPath('Video').default(''),
  page_no: pageNumberSchema,
  hindi: translationText('hindi'),
  spanish: translationText('spanish'),
  telgu: translationText('telgu'),
  tamil: translationText('tamil'),
  panjabi: translationText('panjabi'),
  gujarati: translationText('gujarati'),
  marathi: translationText('marathi'),
  /**
   * The page in every other language, by BCP 47 tag (bn, ur, zh-Hans). The eight above keep
   * their own fields; an empty text is dropped.
   */
  texts: languageKeyedSchema(safeText('Page text', PAGE_TEXT_MAX), 'texts', {
    otherLanguagesOnly: true,
  })
    .transform(withoutEmptyTexts)
    .optional(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as answered: no input limits, so a story stored before a limit was tightened can
 * still be read and opened in the editor (which then asks for the text to be shortened).
 */
const pageAnswerSchema = z.object({
  parent_narration_text: z.string(),
  parent_narration_audio: z.string(),
  image_description: z.string(),
  image_path: z.string(),
  video_path: z.string(),
  page_no: z.number().int(),
  ...(Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, z.string()])) as Record<
    TranslationLanguage,
    z.ZodString
  >),
  texts: z.record(z.string(), z.string()).optional(),
});

export const storyStatusSchema = z.enum(['pending', 'published', 'rejected']);
export type StoryStatus = z.infer<typeof storyStatusSchema>;

/** Titles by story language: the eight by name, any other by BCP 47 tag. */
export const translatedTitlesSchema = languageKeyedSchema(
  safeText('Translated title', STORY_TITLE_MAX),
  'translated_titles',
);
const translatedTitlesAnswerSchema = z.record(z.string(), z.string());

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
  translated_titles: translatedTitlesAnswerSchema,
  pages: z.array(pageAnswerSchema),
  licence: licenceAnswerSchema,
  credits: creditsAnswerSchema,
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
  /** Story language ids in which every page with words has text. */
  languages: z.array(storyLanguageAnswerSchema),
  translated_titles: translatedTitlesAnswerSchema,
  /** The licence's SPDX id, for the card's licence mark. */
  licence: licenceIdSchema,
  updatedAt: z.string(),
  /** Personalised list only: the last page (1-based) the caller read, and whether they finished. */
  lastPageRead: z.number().int().nullable().optional(),
  finished: z.boolean().optional(),
  /** Personalised list only: when the caller last read the story, for "continue reading" order. */
  lastReadAt: z.string().optional(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;
export const storyListSchema = z.array(storySummarySchema);

/** Body of PUT /storiesModification/{id}: the full story plus its storybook text. */
export const storyUpdateSchema = z.object({
  _id: safeId('_id', RECORD_ID_MAX).optional(),
  title: safeText('Title', STORY_TITLE_MAX, { trim: true, required: true }),
  author: safeText('Author', AUTHOR_MAX, { trim: true }).default(''),
  summary: safeText('Summary', SUMMARY_MAX).optional(),
  version: z
    .number({ error: 'version is required.' })
    .int('version must be a whole number.')
    .min(1, 'version must be 1 or more.')
    .max(VERSION_MAX, 'version is not valid.'),
  translated_titles: translatedTitlesSchema.optional(),
  pages: z
    .array(pageSchema, { error: 'pages must be a list of pages.' })
    .min(1, 'A story needs at least one page.')
    .max(PAGES_PER_STORY_MAX, `A story may have at most ${PAGES_PER_STORY_MAX} pages.`),
  storybook: safeText('storybook', STORYBOOK_MAX).optional(),
  /** Left out: the story keeps the licence and credits it has. */
  licence: licenceSchema.optional(),
  credits: creditsSchema.optional(),
});
export type StoryUpdate = z.infer<typeof storyUpdateSchema>;

export {
  emptyPage,
  languagesOf,
  pageLanguages,
  pageTextIn,
  renumberPages,
  withPageText,
} from './pages';

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
    reason: safeText('The reason', REJECT_REASON_MAX, { trim: true }).min(
      1,
      'A reason is required when rejecting.',
    ),
  }),
]);
export type StoryReview = z.infer<typeof storyReviewSchema>;
