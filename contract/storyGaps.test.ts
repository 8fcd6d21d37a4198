import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from './languageNames';
import { emptyPage } from './pages';
import type { Page } from './stories';
import { describeGaps, describePages, isPageComplete, pageGaps, storyGaps } from './storyGaps';

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
    expect(describeGaps(gaps)).toEqual([]);
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

describe('describing gaps', () => {
  it('names pages in plain words', () => {
    expect(describePages([2], 5)).toBe('page 2');
    expect(describePages([2, 5], 5)).toBe('pages 2 and 5');
    expect(describePages([1, 3, 4], 5)).toBe('pages 1, 3 and 4');
    expect(describePages([1, 2, 3], 3)).toBe('every page');
    expect(describePages([1], 1)).toBe('page 1');
  });

  it('writes one sentence per gap, sharing one for languages missing on the same pages', () => {
    const gaps = storyGaps([
      fullPage(1, { image_path: '', hindi: '', tamil: '' }),
      fullPage(2, { hindi: '', tamil: '', marathi: '' }),
      fullPage(3, { parent_narration_text: '' }),
    ]);
    expect(describeGaps(gaps)).toEqual([
      'No picture on page 1.',
      'No story text on page 3.',
      'हिन्दी and தமிழ் missing on pages 1 and 2.',
      'मराठी missing on page 2.',
    ]);
  });

  it('says so once when a story has no translations at all', () => {
    const pages = [1, 2].map((n) => ({ ...emptyPage(n), parent_narration_text: 'Text.' }));
    expect(describeGaps(storyGaps(pages))).toEqual([
      'No picture on every page.',
      'No translations on every page.',
    ]);
  });
});
