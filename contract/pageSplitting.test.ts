import { describe, expect, it } from 'vitest';
import { pagesFromContent } from './pageSplitting';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('pagesFromContent', () => {
  it('makes one page per paragraph and packs short sentences up to 60 words', () => {
    const sentence = 'The crow found a pot of water.'; // 7 words
    const paragraph = Array.from({ length: 10 }, () => sentence).join(' ');
    const pages = pagesFromContent(`Short start.\n\n${paragraph}`);
    expect(pages[0]).toBe('Short start.');
    expect(pages.slice(1).map((page) => page.split(' ').length)).toEqual([56, 14]);
  });

  it('cuts a long text with no sentence end at word boundaries into even pages', () => {
    const pages = pagesFromContent(words(130));
    expect(pages.map((page) => page.split(' ').length)).toEqual([44, 44, 42]);
  });

  it('keeps every page within the character limit, even with long words', () => {
    const pages = pagesFromContent(words(60, 'x'.repeat(40)), { words: 60, chars: 1500 });
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(1500);
    expect(pages.join(' ')).toBe(words(60, 'x'.repeat(40)));
  });

  it('cuts a single word longer than a page between code points, never inside an emoji', () => {
    const pages = pagesFromContent('🐇'.repeat(10), { words: 60, chars: 5 });
    expect(pages).toEqual(['🐇🐇', '🐇🐇', '🐇🐇', '🐇🐇', '🐇🐇']);
  });

  it('splits at the Devanagari danda as a sentence end', () => {
    const sentence = `${words(40, 'कहानी')}।`;
    expect(pagesFromContent(`${sentence} ${sentence}`)).toEqual([sentence, sentence]);
  });
});
