import { describe, expect, it } from 'vitest';
import { isServedMediaPath, mediaPath } from './media';
import { safeId, safeText } from './text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message).join(' ');

describe('safeText', () => {
  const title = safeText('Title', 10, { trim: true, required: true });

  it('accepts any script and paired surrogates (emoji)', () => {
    for (const text of ['Moon', 'चाँद', 'நிலா', '🐇🌕']) expect(title.parse(text)).toBe(text);
  });

  it('refuses U+0000 and unpaired surrogates with a message naming the field', () => {
    expect(messageOf(title.safeParse('a\u0000b'))).toBe(
      'Title must not contain the character U+0000.',
    );
    for (const broken of ['\ud800', 'x\udc00', '\udbff\ud800']) {
      expect(messageOf(title.safeParse(broken))).toMatch(/^Title contains a broken character/);
    }
  });

  it('says what is wrong in plain words', () => {
    expect(messageOf(title.safeParse('x'.repeat(11)))).toBe('Title must be at most 10 characters.');
    expect(messageOf(title.safeParse('   '))).toBe('Title is required.');
    expect(messageOf(title.safeParse(undefined))).toBe('Title is required.');
    expect(messageOf(title.safeParse(42))).toBe('Title must be text.');
  });

  it('counts text made only of invisible characters as empty', () => {
    const invisible = [
      '\u200B', // zero-width space
      '\u200C\u200D', // zero-width non-joiner and joiner
      '\u2060', // word joiner
      '\uFEFF', // byte-order mark
      '\u200E\u200F\u061C', // left-to-right, right-to-left and Arabic letter marks
      '\u202E\u2066\u2069', // bidi override and isolates
      '\uFE0F\u{E0100}', // variation selectors
      '\u3164\u115F\uFFA0', // Hangul fillers
      '\u00AD\u034F\u180E', // soft hyphen, grapheme joiner, Mongolian vowel separator
      '\u{E0020}\u{E007F}', // tag characters
      '\u2800', // blank Braille pattern
      ' \u200B\t\u3000\u200B ', // mixed with ordinary and ideographic spaces
    ];
    for (const text of invisible) {
      expect(messageOf(title.safeParse(text)), JSON.stringify(text)).toBe('Title is required.');
      expect(safeText('Author', 10, { trim: true }).parse(text), JSON.stringify(text)).toBe('');
    }
  });

  it('keeps invisible characters that belong to visible text', () => {
    // A heart with its emoji variation selector, a family joined by ZWJ, Hindi with a ZWJ.
    for (const text of ['I ❤\uFE0F it', '👩\u200D👧', 'क्\u200Dष', '\u200Bhi']) {
      expect(title.parse(text)).toBe(text);
    }
  });
});

describe('safeId', () => {
  const id = safeId('id', 64);
  it('accepts UUIDs and Firebase uids, and refuses anything that is not an id', () => {
    expect(id.parse('0b6f2a5e-8a39-4b55-9a4c-7d1d1b1f0c2e')).toBeTruthy();
    expect(id.parse('Xk3vN9qPzL0aR7sT2uW4yB6cD8eF')).toBeTruthy();
    for (const bad of ['', 'a\u0000b', '../etc/passwd', 'a b', '\u202Eevil', 'x'.repeat(65)]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('media paths', () => {
  it('allows only illustrations served by the API', () => {
    expect(isServedMediaPath('/illustrations/the-thirsty-crow/page-1.svg')).toBe(true);
    expect(isServedMediaPath('/illustrations/moon.svg')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'https://evil.example/a.svg',
      '//evil.example/a.svg',
      '/illustrations/../secret.svg',
      '/illustrations/a.svg#x',
      '/illustrations/a.png',
      '/docs',
      `/illustrations/${'a'.repeat(500)}.svg`,
    ]) {
      expect(isServedMediaPath(bad), bad).toBe(false);
    }
  });

  it('lets a field be empty', () => {
    expect(mediaPath('Image').parse('')).toBe('');
    expect(messageOf(mediaPath('Image').safeParse('javascript:alert(1)'))).toMatch(
      /^Image must be empty or a path served by Kahani/,
    );
  });
});
