import { describe, expect, it } from 'vitest';
import { SCRIPT_FACES, SCRIPT_FONT_STACK } from '../../lib/scriptFonts/faces';
import { readingFontStack } from './fontChoices';

const families = (stack: string) => stack.split(', ').map((family) => family.replace(/"/g, ''));

describe('readingFontStack', () => {
  it('keeps the chosen font first for Latin text', () => {
    expect(readingFontStack('Arial, sans-serif', 'english')).toBe(
      `Arial, ${SCRIPT_FONT_STACK}, sans-serif`,
    );
    expect(readingFontStack('"Baloo 2", sans-serif')).toBe(
      `"Baloo 2", ${SCRIPT_FONT_STACK}, sans-serif`,
    );
  });

  it('puts the story’s own face before the device’s font, after a bundled one', () => {
    const urdu = families(readingFontStack('Arial, sans-serif', 'ur'));
    expect(urdu.slice(0, 3)).toEqual(['Noto Nastaliq Urdu', 'Arial', 'Noto Sans Devanagari']);
    expect(urdu.at(-1)).toBe('sans-serif');
    expect(urdu).toHaveLength(Object.keys(SCRIPT_FACES).length + 2);
    expect(families(readingFontStack('"Baloo 2", sans-serif', 'hindi')).slice(0, 3)).toEqual([
      'Baloo 2',
      'Noto Sans Devanagari',
      'Noto Sans Bengali',
    ]);
  });
});
