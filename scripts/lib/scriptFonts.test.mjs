import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FACES, SCRIPT_FONT_STACK } from '../../src/lib/scriptFonts/faces.ts';
import { inRange } from './languageNameFonts.mjs';
import { ROOT } from './product.mjs';
import {
  SCRIPT_FONT_STYLE_DIR,
  SCRIPT_FONT_WEIGHTS,
  scriptFontStylesheet,
  scriptRange,
} from './scriptFonts.mjs';

const faces = Object.keys(SCRIPT_FACES);
const committed = (face) => readFileSync(join(SCRIPT_FONT_STYLE_DIR, `${face}.css`), 'utf8');
const rulesOf = (css) => [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, rule]) => rule);
const descriptor = (rule, name) =>
  new RegExp(`${name}:\\s*([^;]*);`).exec(rule)?.[1].replace(/\s+/g, ' ').trim();

describe('script font stylesheets', () => {
  it.each(faces)('%s: the committed stylesheet is the one the package makes', async (face) => {
    expect(committed(face)).toBe(await scriptFontStylesheet(face));
  });

  it.each(faces)(
    '%s: every face is its family, swapped in, in WOFF2 the package has, with a range',
    (face) => {
      const rules = rulesOf(committed(face));
      expect(rules.length).toBeGreaterThanOrEqual(SCRIPT_FONT_WEIGHTS.length);
      for (const rule of rules) {
        expect(descriptor(rule, 'font-family')).toBe(`'${SCRIPT_FACES[face].family}'`);
        expect(descriptor(rule, 'font-display')).toBe('swap');
        expect(SCRIPT_FONT_WEIGHTS.map(String)).toContain(descriptor(rule, 'font-weight'));
        const [, file] =
          /url\('([^'?]+)\?no-inline'\) format\('woff2'\)$/.exec(descriptor(rule, 'src')) ?? [];
        expect(file && existsSync(join(ROOT, 'node_modules', file)), file).toBe(true);
        expect(descriptor(rule, 'unicode-range')).toMatch(/^U\+[0-9A-F]{4}/);
      }
    },
  );

  it.each(faces)('%s: no face claims Latin, Greek or Cyrillic letters, digits or emoji', (face) => {
    for (const rule of rulesOf(committed(face))) {
      const range = descriptor(rule, 'unicode-range');
      for (const character of 'AZaz09éßőαя')
        expect(inRange(range, character), character).toBe(false);
      expect(scriptRange(range)).toBe(range);
    }
  });

  it.each(faces)('%s: names every face for the interface’s font stack', (face) => {
    const [, stack] = /--kahani-script-fonts:([^;]*);/.exec(committed(face)) ?? [];
    expect(stack?.replace(/\s+/g, ' ').trim().replaceAll("'", '"')).toBe(SCRIPT_FONT_STACK);
  });

  it('leaves letters of the interface font and emoji out of a range', () => {
    expect(scriptRange('U+4E00-4E0F,U+1F300-1F310,U+2600-2605,U+2B50')).toBe('U+4E00-4E0F');
    expect(scriptRange('U+0020-007E,U+00B7,U+02C7,U+0391,U+3000')).toBe('U+02C7, U+3000');
    expect(scriptRange('U+2500-2700')).toBe('U+2500-25FF');
  });
});
