import { LANGUAGES, TRANSLATION_LANGUAGES, type Language } from './languageNames';
import type { Page } from './stories';

/*
 * Page helpers free of zod (only the Page type comes from the schema), so the app's store
 * can use them without putting the schema library on the first screen's critical path.
 */

/** The text of a page in a language; empty when that translation is missing. */
export function pageTextIn(page: Page, language: Language): string {
  return language === 'english' ? page.parent_narration_text : page[language];
}

const hasText = (page: Page, language: Language) => pageTextIn(page, language).trim().length > 0;

/**
 * Languages in which every page with words has text. A page with no words in any language
 * (a wordless picture spread, as picture books have) does not take a language away.
 */
export function languagesOf(pages: readonly Page[]): Language[] {
  const worded = pages.filter((page) => LANGUAGES.some((language) => hasText(page, language)));
  return LANGUAGES.filter(
    (language) => worded.length > 0 && worded.every((page) => hasText(page, language)),
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
