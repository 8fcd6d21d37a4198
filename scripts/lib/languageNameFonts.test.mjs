import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LABELS } from '../../contract/languageNames.ts';
import { languageName } from '../../contract/storyLanguages.ts';
import { ON_DEMAND_NAME_FACES } from '../../src/lib/languageNameFontsOnDemand/faces.ts';
import {
  LANGUAGE_NAME_FONT_DIR,
  LANGUAGE_NAME_SCRIPTS,
  ON_DEMAND_NAME_FONT_DIR,
  OTHER_NAMED_LANGUAGES,
  fullScriptFace,
  fullSourceFace,
  inRange,
  makeLanguageNameFont,
  makeOnDemandNameFont,
  onDemandLanguagesOf,
} from './languageNameFonts.mjs';

const scripts = Object.keys(LANGUAGE_NAME_SCRIPTS);
const onDemandFaces = Object.keys(ON_DEMAND_NAME_FACES);
const committed = (script) => readFileSync(join(LANGUAGE_NAME_FONT_DIR, `${script}.woff2`));
const committedOnDemand = (face) => readFileSync(join(ON_DEMAND_NAME_FONT_DIR, `${face}.woff2`));

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

/** A name's letters of its own script: not Latin, and not punctuation, spaces or shared marks. */
const ownLetters = (name) =>
  [...name].filter(
    (character) => !/[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(character),
  );

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
    const covered =
      Object.values(LANGUAGE_LABELS).length && Object.values(LANGUAGE_NAME_SCRIPTS).flat();
    const nonLatin = Object.entries(LANGUAGE_LABELS)
      .filter(([, name]) => /[^\p{Script=Latin}]/u.test(name))
      .map(([language]) => language);
    expect(covered.sort()).toEqual(nonLatin.sort());
  });
});

describe('language-name fonts fetched on demand', () => {
  it.each(onDemandFaces)(
    '%s: the committed face is the one the current names make',
    async (face) => {
      expect(Buffer.compare(await makeOnDemandNameFont(face), committedOnDemand(face))).toBe(0);
    },
  );

  it.each(onDemandFaces)('%s: each name is drawn as the full face draws it', async (face) => {
    const languages = onDemandLanguagesOf(face);
    expect(languages.length).toBeGreaterThan(0);
    for (const name of languages.map(languageName)) {
      // Spaces and brackets are the interface font's: the face needs only the script's letters.
      const letters = ownLetters(name).join('');
      expect((await shape(committedOnDemand(face), letters)).missing, name).toBe(0);
      expect(await shape(committedOnDemand(face), name), name).toEqual(
        await shape(fullSourceFace(face), name),
      );
    }
  });

  it('has a face for every letter of every name beyond Latin, Cyrillic and Greek', () => {
    const uncovered = OTHER_NAMED_LANGUAGES.flatMap((language) =>
      ownLetters(languageName(language))
        .filter((letter) => !/[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(letter))
        .filter((letter) =>
          Object.values(ON_DEMAND_NAME_FACES).every(
            ({ unicodeRange }) => !inRange(unicodeRange, letter),
          ),
        )
        .map((letter) => `${language}: ${letter}`),
    );
    expect(uncovered).toEqual([]);
  });

  it('never draws a letter two faces could draw, nor Latin letters', () => {
    const ranges = Object.entries(ON_DEMAND_NAME_FACES);
    for (const [face, { unicodeRange }] of ranges) {
      expect(inRange(unicodeRange, 'a'), face).toBe(false);
      for (const [other, { unicodeRange: otherRange }] of ranges) {
        if (other === face) continue;
        const firsts = otherRange.split(',').map((part) => part.trim().slice(2).split('-')[0]);
        for (const first of firsts) {
          expect(
            inRange(unicodeRange, String.fromCodePoint(parseInt(first, 16))),
            `${face}/${other}`,
          ).toBe(false);
        }
      }
    }
  });
});
