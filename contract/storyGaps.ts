import { TRANSLATION_LANGUAGES } from './languageNames';
import { otherLanguagesOf, pageTextIn } from './pages';
import type { Page } from './stories';
import type { StoryLanguage } from './storyLanguages';

export { otherLanguagesOf };

/*
 * What a story still lacks before children can enjoy it everywhere: a picture and text on
 * every page, all seven translations, and the text of every other language the story has
 * been given (Bengali, Urdu…). The editor marks each page with it and the review of pending
 * stories warns with it, so both say the same thing. Free of zod and React.
 */

/** What one page lacks. */
export interface PageGaps {
  page_no: number;
  /** No picture chosen. */
  noPicture: boolean;
  /** No English story text (readers see an empty page). */
  noText: boolean;
  /** Translations that are empty: the seven in the product's order, then the others by tag. */
  missingTranslations: StoryLanguage[];
}

/** One missing translation and the pages (numbers from 1) that lack it. */
export interface MissingTranslation {
  language: StoryLanguage;
  pages: number[];
}

/** What a whole story lacks. */
export interface StoryGaps {
  /** Every page in order, with what it lacks (possibly nothing). */
  pages: PageGaps[];
  pagesWithoutPicture: number[];
  pagesWithoutText: number[];
  /** The languages a translation is looked for in: the seven, then the story's others. */
  translationLanguages: StoryLanguage[];
  /** Only the languages missing on at least one page. */
  missingTranslations: MissingTranslation[];
  /** True when nothing is missing anywhere. */
  complete: boolean;
}

const isBlank = (text: string) => text.trim().length === 0;

/** What a page lacks; `otherLanguages` are the languages beyond the eight it should have. */
export function pageGaps(page: Page, otherLanguages: readonly StoryLanguage[] = []): PageGaps {
  return {
    page_no: page.page_no,
    noPicture: isBlank(page.image_path),
    noText: isBlank(page.parent_narration_text),
    missingTranslations: [...TRANSLATION_LANGUAGES, ...otherLanguages].filter((language) =>
      isBlank(pageTextIn(page, language)),
    ),
  };
}

/** True when the page lacks nothing. */
export const isPageComplete = (gaps: PageGaps) =>
  !gaps.noPicture && !gaps.noText && gaps.missingTranslations.length === 0;

/**
 * What a story lacks. `otherLanguages`: the languages beyond the eight it should have (the
 * editor's added ones); by default those some page has text in.
 */
export function storyGaps(
  pages: readonly Page[],
  otherLanguages: readonly StoryLanguage[] = otherLanguagesOf(pages),
): StoryGaps {
  const translationLanguages = [...TRANSLATION_LANGUAGES, ...otherLanguages];
  const all = pages.map((page) => pageGaps(page, otherLanguages));
  const missingTranslations = translationLanguages
    .map((language) => ({
      language,
      pages: all
        .filter((page) => page.missingTranslations.includes(language))
        .map((p) => p.page_no),
    }))
    .filter((missing) => missing.pages.length > 0);
  const pagesWithoutPicture = all.filter((page) => page.noPicture).map((page) => page.page_no);
  const pagesWithoutText = all.filter((page) => page.noText).map((page) => page.page_no);
  return {
    pages: all,
    pagesWithoutPicture,
    pagesWithoutText,
    translationLanguages,
    missingTranslations,
    complete:
      pagesWithoutPicture.length === 0 &&
      pagesWithoutText.length === 0 &&
      missingTranslations.length === 0,
  };
}

/** Which pages a gap is on; `everyPage` when a story of several pages lacks it on all. */
export interface GapPlace {
  pages: number[];
  everyPage: boolean;
}

/**
 * One gap to tell, as data the interface words in its language: no picture, no story text,
 * no translations at all, or some languages missing.
 */
export type GapNote = GapPlace &
  (
    | { kind: 'noPicture' | 'noText' | 'noTranslations' }
    | { kind: 'missingLanguages'; languages: StoryLanguage[] }
  );

/**
 * One note per gap, for a summary or a confirmation; empty when complete. Languages missing
 * on the same pages share a note, so a story nobody translated yet reads as one line rather
 * than seven (or more).
 */
export function gapNotes(gaps: StoryGaps): GapNote[] {
  const total = gaps.pages.length;
  const place = (pages: number[]): GapPlace => ({
    pages,
    everyPage: total > 1 && pages.length === total,
  });
  const notes: GapNote[] = [];
  if (gaps.pagesWithoutPicture.length > 0) {
    notes.push({ kind: 'noPicture', ...place(gaps.pagesWithoutPicture) });
  }
  if (gaps.pagesWithoutText.length > 0) {
    notes.push({ kind: 'noText', ...place(gaps.pagesWithoutText) });
  }
  const byPages = new Map<string, MissingTranslation[]>();
  for (const missing of gaps.missingTranslations) {
    const key = missing.pages.join(',');
    byPages.set(key, [...(byPages.get(key) ?? []), missing]);
  }
  for (const group of byPages.values()) {
    const where = place(group[0]!.pages);
    notes.push(
      group.length === gaps.translationLanguages.length
        ? { kind: 'noTranslations', ...where }
        : { kind: 'missingLanguages', languages: group.map(({ language }) => language), ...where },
    );
  }
  return notes;
}
