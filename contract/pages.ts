import { LANGUAGES, TRANSLATION_LANGUAGES, type TranslationLanguage } from './languageNames';
import type { Page } from './stories';
import { isNamedLanguage, sortLanguages, type StoryLanguage } from './storyLanguages';

/*
 * Page helpers free of zod (only the Page type comes from the schema), so the app's store
 * can use them without putting the schema library on the first screen's critical path.
 */

/** The text of a page in a language; empty when that translation is missing. */
export function pageTextIn(page: Page, language: StoryLanguage): string {
  if (language === 'english') return page.parent_narration_text;
  if (isNamedLanguage(language)) return page[language as TranslationLanguage];
  return page.texts?.[language] ?? '';
}

/** The page with its text in a language set, in the field SPEC.md names or under `texts`. */
export function withPageText<P extends Page>(page: P, language: StoryLanguage, text: string): P {
  if (language === 'english') return { ...page, parent_narration_text: text };
  if (isNamedLanguage(language)) return { ...page, [language]: text };
  const texts = { ...page.texts };
  if (text.trim() === '') delete texts[language];
  else texts[language] = text;
  return { ...page, texts };
}

const hasText = (page: Page, language: StoryLanguage) =>
  pageTextIn(page, language).trim().length > 0;

/** Every language a page has text in. */
export function pageLanguages(page: Page): StoryLanguage[] {
  return [
    ...LANGUAGES.filter((language) => hasText(page, language)),
    ...Object.keys(page.texts ?? {}).filter((language) => hasText(page, language)),
  ];
}

/**
 * Languages in which every page with words has text. A page with no words in any language
 * (a wordless picture spread, as picture books have) does not take a language away.
 */
export function languagesOf(pages: readonly Page[]): StoryLanguage[] {
  const worded = pages.filter((page) => pageLanguages(page).length > 0);
  const candidates = sortLanguages(worded.flatMap(pageLanguages));
  return candidates.filter((language) => worded.every((page) => hasText(page, language)));
}

/**
 * The languages beyond the eight that some page of the story has text in, by tag: a story
 * given Bengali on one page lacks it on the others.
 */
export function otherLanguagesOf(pages: readonly Page[]): StoryLanguage[] {
  return sortLanguages(
    pages.flatMap((page) =>
      Object.keys(page.texts ?? {}).filter((language) => pageTextIn(page, language).trim()),
    ),
  ).filter((language) => !isNamedLanguage(language));
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
