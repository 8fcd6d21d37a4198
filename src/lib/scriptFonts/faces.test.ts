import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, SCRIPT_FONTS_PROPERTY } from '../brand';
import { SCRIPT_FACES, SCRIPT_FONT_STACK, scriptFamiliesOf } from './faces';

const families = (stack: string) => stack.split(', ').map((family) => family.replace(/"/g, ''));

describe('script font stacks', () => {
  it('name every bundled face, Naskh before Nastaliq and Simplified Chinese before Japanese', () => {
    const stack = families(SCRIPT_FONT_STACK);
    expect(stack).toEqual(Object.values(SCRIPT_FACES).map(({ family }) => family));
    expect(stack.indexOf('Noto Naskh Arabic')).toBeLessThan(stack.indexOf('Noto Nastaliq Urdu'));
    expect(stack.indexOf('Noto Sans SC')).toBeLessThan(stack.indexOf('Noto Sans JP'));
  });

  it('tell a language’s own face from the others', () => {
    expect(scriptFamiliesOf('ur').own).toBe('"Noto Nastaliq Urdu"');
    expect(scriptFamiliesOf('ja').own).toBe('"Noto Sans JP"');
    expect(scriptFamiliesOf('ko').own).toBe('"Noto Sans KR"');
    expect(families(scriptFamiliesOf('ur').others)).not.toContain('Noto Nastaliq Urdu');
    expect(families(scriptFamiliesOf('ur').others)).toHaveLength(
      Object.keys(SCRIPT_FACES).length - 1,
    );
    expect(scriptFamiliesOf('english')).toEqual({ others: SCRIPT_FONT_STACK });
  });

  it('give the interface every face once one has loaded, before the device’s Arial', () => {
    // The stylesheets set the property to SCRIPT_FONT_STACK (scripts/lib/scriptFonts.test.mjs).
    const loaded = families(
      FONT_FAMILY.replace(`var(${SCRIPT_FONTS_PROPERTY}, Roboto)`, SCRIPT_FONT_STACK),
    );
    expect(loaded[0]).toBe('Roboto');
    expect(loaded).toContain('Noto Sans Bengali');
    expect(loaded.indexOf('Noto Naskh Arabic')).toBeLessThan(loaded.indexOf('Roboto Fallback'));
    expect(loaded.at(-1)).toBe('sans-serif');
  });
});
