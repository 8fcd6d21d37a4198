import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LABELS } from '../../contract/languageNames.ts';
import {
  LANGUAGE_NAME_FONT_DIR,
  LANGUAGE_NAME_SCRIPTS,
  fullScriptFace,
  makeLanguageNameFont,
} from './languageNameFonts.mjs';

const scripts = Object.keys(LANGUAGE_NAME_SCRIPTS);
const committed = (script) => readFileSync(join(LANGUAGE_NAME_FONT_DIR, `${script}.woff2`));

/** The glyphs and advances HarfBuzz gives a text in a WOFF2 face. */
async function shape(woff2, text) {
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype'))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return {
    missing: buffer.getGlyphInfos().filter((glyph) => glyph.codepoint === 0).length,
    advances: buffer.getGlyphPositions().map((position) => position.xAdvance),
  };
}

describe('language-name fonts', () => {
  it.each(scripts)('%s: the committed face is the one the current names make', async (script) => {
    expect(Buffer.compare(await makeLanguageNameFont(script), committed(script))).toBe(0);
  });

  it.each(scripts)('%s: each name is drawn as the full face draws it', async (script) => {
    for (const language of LANGUAGE_NAME_SCRIPTS[script]) {
      const name = LANGUAGE_LABELS[language];
      const cut = await shape(committed(script), name);
      expect(cut.missing, name).toBe(0);
      expect(cut.advances, name).toEqual((await shape(fullScriptFace(script), name)).advances);
    }
  });

  it('covers every language not written in Latin letters', () => {
    const covered = Object.values(LANGUAGE_NAME_SCRIPTS).flat();
    const nonLatin = Object.entries(LANGUAGE_LABELS)
      .filter(([, name]) => /[^\p{Script=Latin}]/u.test(name))
      .map(([language]) => language);
    expect(covered.sort()).toEqual(nonLatin.sort());
  });
});
