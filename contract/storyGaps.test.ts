import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from './languageNames';
import { emptyPage } from './pages';
import type { Page } from './stories';
import { gapNotes, isPageComplete, pageGaps, storyGaps } from './storyGaps';

/** A page with a picture, text and every translation. */
const fullPage = (page_no: number, overrides: Partial<Page> = {}): Page => ({
  ...emptyPage(page_no),
  parent_narration_text: `Page ${page_no}.`,
  image_path: `/pictures/${page_no}.svg`,
  ...Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [language, `${language} ${page_no}`]),
  ),
  ...overrides,
});

describe('pageGaps', () => {
  it('finds nothing missing on a complete page', () => {
    const gaps = pageGaps(fullPage(1));
    expect(gaps).toEqual({
      page_no: 1,
      noPicture: false,
      noText: false,
      missingTranslations: [],
    });
    expect(isPageComplete(gaps)).toBe(true);
  });

  it('names a missing picture, missing text and each empty translation in language order', () => {
    const gaps = pageGaps(
      fullPage(2, { image_path: '', parent_narration_text: '  ', tamil: '', hindi: ' \n' }),
    );
    expect(gaps).toEqual({
      page_no: 2,
      noPicture: true,
      noText: true,
      missingTranslations: ['hindi', 'tamil'],
    });
    expect(isPageComplete(gaps)).toBe(false);
  });

  it('counts all seven translations of an empty page', () => {
    expect(pageGaps(emptyPage(3)).missingTranslations).toEqual([...TRANSLATION_LANGUAGES]);
  });
});

describe('storyGaps', () => {
  it('is complete when every page is', () => {
    const gaps = storyGaps([fullPage(1), fullPage(2)]);
    expect(gaps).toMatchObject({
      pagesWithoutPicture: [],
      pagesWithoutText: [],
      missingTranslations: [],
      complete: true,
    });
    expect(gapNotes(gaps)).toEqual([]);
  });

  it('lists the pages lacking pictures, text and each translation', () => {
    const gaps = storyGaps([
      fullPage(1, { image_path: '', hindi: '' }),
      fullPage(2, { hindi: '', spanish: '' }),
      fullPage(3, { image_path: '', parent_narration_text: '' }),
    ]);
    expect(gaps.pagesWithoutPicture).toEqual([1, 3]);
    expect(gaps.pagesWithoutText).toEqual([3]);
    expect(gaps.missingTranslations).toEqual([
      { language: 'hindi', pages: [1, 2] },
      { language: 'spanish', pages: [2] },
    ]);
    expect(gaps.complete).toBe(false);
    expect(gaps.pages.map((page) => page.page_no)).toEqual([1, 2, 3]);
  });
});

describe('gap notes', () => {
  it('names the pages of each gap, and every page when all of several lack it', () => {
    const gaps = storyGaps([
      fullPage(1, { image_path: '', hindi: '', tamil: '' }),
      fullPage(2, { hindi: '', tamil: '', marathi: '' }),
      fullPage(3, { parent_narration_text: '' }),
    ]);
    expect(gapNotes(gaps)).toEqual([
      { kind: 'noPicture', pages: [1], everyPage: false },
      { kind: 'noText', pages: [3], everyPage: false },
      { kind: 'missingLanguages', languages: ['hindi', 'tamil'], pages: [1, 2], everyPage: false },
      { kind: 'missingLanguages', languages: ['marathi'], pages: [2], everyPage: false },
    ]);
  });

  it('says so once when a story has no translations at all', () => {
    const pages = [1, 2].map((n) => ({ ...emptyPage(n), parent_narration_text: 'Text.' }));
    expect(gapNotes(storyGaps(pages))).toEqual([
      { kind: 'noPicture', pages: [1, 2], everyPage: true },
      { kind: 'noTranslations', pages: [1, 2], everyPage: true },
    ]);
  });

  it('does not call a one-page story’s only page every page', () => {
    const gaps = storyGaps([fullPage(1, { image_path: '' })]);
    expect(gapNotes(gaps)).toEqual([{ kind: 'noPicture', pages: [1], everyPage: false }]);
  });
});

describe('languages beyond the eight', () => {
  it('counts a missing text in a language some page has, by default', () => {
    const gaps = storyGaps([
      fullPage(1, { texts: { ur: 'ایک صفحہ۔', bn: 'একটি পাতা।' } }),
      fullPage(2, { texts: { bn: 'দুই নম্বর পাতা।' } }),
      fullPage(3),
    ]);
    expect(gaps.translationLanguages).toEqual([...TRANSLATION_LANGUAGES, 'bn', 'ur']);
    expect(gaps.missingTranslations).toEqual([
      { language: 'bn', pages: [3] },
      { language: 'ur', pages: [2, 3] },
    ]);
    expect(gaps.pages.map((page) => page.missingTranslations)).toEqual([[], ['ur'], ['bn', 'ur']]);
    expect(gapNotes(gaps)).toEqual([
      { kind: 'missingLanguages', languages: ['bn'], pages: [3], everyPage: false },
      { kind: 'missingLanguages', languages: ['ur'], pages: [2, 3], everyPage: false },
    ]);
  });

  it('counts a language the editor added before any page has its text', () => {
    const gaps = storyGaps([fullPage(1), fullPage(2)], ['sw']);
    expect(gaps.missingTranslations).toEqual([{ language: 'sw', pages: [1, 2] }]);
    expect(gaps.complete).toBe(false);
    expect(gapNotes(gaps)).toEqual([
      { kind: 'missingLanguages', languages: ['sw'], pages: [1, 2], everyPage: true },
    ]);
    expect(
      pageGaps(fullPage(1, { texts: { sw: 'Ukurasa.' } }), ['sw']).missingTranslations,
    ).toEqual([]);
  });

  it('says "no translations" only when the added languages are missing too', () => {
    const pages = [1, 2].map((n) => ({ ...emptyPage(n), parent_narration_text: 'Text.' }));
    expect(gapNotes(storyGaps(pages, ['bn']))).toEqual([
      { kind: 'noPicture', pages: [1, 2], everyPage: true },
      { kind: 'noTranslations', pages: [1, 2], everyPage: true },
    ]);
  });
});
