import type { Credits } from '../../../contract/credits';
import type { StoryLanguage } from '../../../contract/languages';
import { pageLanguages, pageTextIn, withPageText, type Page } from '../../../contract/stories';
import { titleLanguage } from '../exports/titleLanguage';
import type { ImportedBook } from './book';

/**
 * A book imported again updates the story it made. A book comes in the languages it was
 * published in, and an EPUB is one language (the library's own exports are one EPUB per
 * language, all with the story's identifier): so an update replaces the text, title and
 * translators of the languages the book brings and keeps the story's others, provided the
 * pages still line up. A book with another number of pages replaces the story whole.
 */

export interface StoryFields {
  title: string;
  translatedTitles: Record<string, string>;
  pages: Page[];
  credits: Credits;
}

export interface MergedStory extends StoryFields {
  /** The languages whose text changed: their recorded narration no longer matches it. */
  replaced: StoryLanguage[] | 'all';
}

const only = <Value>(record: Record<string, Value>, languages: readonly StoryLanguage[]) =>
  Object.fromEntries(Object.entries(record).filter(([language]) => languages.includes(language)));

export function mergeImportedBook(
  stored: StoryFields,
  imported: StoryFields,
  book: Pick<ImportedBook, 'languages' | 'titles'>,
): MergedStory {
  const bookLanguages = book.languages;
  if (stored.pages.length !== imported.pages.length) return { ...imported, replaced: 'all' };
  const otherLanguages = [
    ...new Set([
      ...stored.pages.flatMap(pageLanguages),
      ...Object.keys(stored.translatedTitles),
      ...Object.keys(stored.credits.translators),
    ]),
  ].filter((language) => !bookLanguages.includes(language));
  const pages = imported.pages.map((page, index) =>
    otherLanguages.reduce(
      (merged, language) =>
        withPageText(merged, language, pageTextIn(stored.pages[index]!, language)),
      page,
    ),
  );
  const storedTitleLanguage = titleLanguage(stored);
  return {
    title:
      (bookLanguages.includes(storedTitleLanguage) && book.titles[storedTitleLanguage]) ||
      stored.title,
    translatedTitles: {
      ...only(stored.translatedTitles, otherLanguages),
      ...imported.translatedTitles,
    },
    pages,
    credits: {
      ...imported.credits,
      translators: {
        ...only(stored.credits.translators, otherLanguages),
        ...imported.credits.translators,
      },
    },
    replaced: [...bookLanguages],
  };
}
