// The language-name fonts (src/lib/languageNameFonts.ts): each Indic script's Noto Sans face,
// regular weight, cut down to the glyphs of the language names written in that script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_LABELS } from '../../contract/languageNames.ts';
import { ROOT } from './product.mjs';

/** The scripts, the languages whose names they write, and where their faces are kept. */
export const LANGUAGE_NAME_SCRIPTS = {
  devanagari: ['hindi', 'marathi'],
  gujarati: ['gujarati'],
  gurmukhi: ['panjabi'],
  tamil: ['tamil'],
  telugu: ['telgu'],
};
export const LANGUAGE_NAME_FONT_DIR = join(ROOT, 'src', 'lib', 'languageNameFonts');

/** The bundled full face of a script (WOFF2). */
export const fullScriptFace = (script) =>
  readFileSync(
    join(
      ROOT,
      'node_modules',
      '@fontsource',
      `noto-sans-${script}`,
      'files',
      `noto-sans-${script}-${script}-400-normal.woff2`,
    ),
  );

/** The names written in a script, one string. */
export const namesIn = (script) =>
  LANGUAGE_NAME_SCRIPTS[script].map((language) => LANGUAGE_LABELS[language]).join('');

/** The cut-down face of a script (WOFF2). */
export const makeLanguageNameFont = (script) =>
  subsetFont(fullScriptFace(script), namesIn(script), { targetFormat: 'woff2' });
