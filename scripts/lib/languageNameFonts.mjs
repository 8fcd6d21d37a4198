// The language-name fonts (src/lib/languageNameFonts.ts): each script's bundled Noto face,
// regular weight, cut down to the glyphs of the language names written in that script. The
// eight's Indic scripts have faces of their own, preloaded; every other script's face
// (src/lib/languageNameFontsOnDemand/) is fetched when a name in it shows.
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_LABELS } from '../../contract/languageNames.ts';
import { OWN_LANGUAGE_NAMES } from '../../contract/ownLanguageNames.ts';
import { addOwnLanguageNames, languageName } from '../../contract/storyLanguages.ts';
import { ON_DEMAND_NAME_FACES } from '../../src/lib/languageNameFontsOnDemand/faces.ts';
import { ROOT } from './product.mjs';
import { readSubsetFile, scriptSubsetName } from './scriptFonts.mjs';

/** The preloaded faces' scripts, the languages whose names they write, and where they are kept. */
export const LANGUAGE_NAME_SCRIPTS = {
  devanagari: ['hindi', 'marathi'],
  gujarati: ['gujarati'],
  gurmukhi: ['panjabi'],
  tamil: ['tamil'],
  telugu: ['telgu'],
};
// The names as the app shows them once its own-names table is in (browsers lack many).
addOwnLanguageNames(OWN_LANGUAGE_NAMES);

export const LANGUAGE_NAME_FONT_DIR = join(ROOT, 'src', 'lib', 'languageNameFonts');
export const ON_DEMAND_NAME_FONT_DIR = join(ROOT, 'src', 'lib', 'languageNameFontsOnDemand');

/**
 * Languages beyond the eight whose names (in their own language, as languageName gives them)
 * are written in a script other than Latin: those eSpeak NG speaks and the other languages of
 * India, Pakistan, Bangladesh, Nepal and Sri Lanka, the Middle East, East and South-East Asia
 * and the Horn of Africa that libraries publish children's books in. A name left out is still
 * shown, in the device's font.
 */
export const OTHER_NAMED_LANGUAGES = [
  ...['ne', 'sa', 'mai', 'kok', 'doi', 'brx', 'bho'],
  ...['bn', 'as', 'or', 'kn', 'ml', 'si', 'sat'],
  ...['th', 'lo', 'my', 'km', 'ka', 'hy', 'am', 'ti', 'he', 'yi'],
  ...['ar', 'fa', 'fa-AF', 'ur', 'pa-Arab', 'ps', 'ckb', 'sd', 'ug', 'ks'],
  ...['zh', 'zh-Hans', 'zh-Hant', 'yue', 'ja', 'ko'],
];

/** The bundled full face of a preloaded face's script (WOFF2). */
export const fullScriptFace = (script) => readSubsetFile(script, script, 400);

/** The names written in a preloaded face's script, one string. */
export const namesIn = (script) =>
  LANGUAGE_NAME_SCRIPTS[script].map((language) => LANGUAGE_LABELS[language]).join('');

/** The cut-down face of a preloaded face's script (WOFF2). */
export const makeLanguageNameFont = (script) =>
  subsetFont(fullScriptFace(script), namesIn(script), { targetFormat: 'woff2' });

/** Whether a unicode-range ("U+0600-06FF, U+0750-077F") holds a character. */
export function inRange(unicodeRange, character) {
  const codePoint = character.codePointAt(0);
  return unicodeRange.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return parseInt(from, 16) <= codePoint && codePoint <= parseInt(to, 16);
  });
}

/** Every language whose name menus may show, the eight's and the others'. */
const allNamedLanguages = () => [...Object.keys(LANGUAGE_LABELS), ...OTHER_NAMED_LANGUAGES];

/** The languages whose names an on-demand face draws: those with a letter in its range. */
export const onDemandLanguagesOf = (face) =>
  allNamedLanguages().filter((language) =>
    [...languageName(language)].some((character) =>
      inRange(ON_DEMAND_NAME_FACES[face].unicodeRange, character),
    ),
  );

/** The bundled full face an on-demand face is cut from (WOFF2). */
export const fullSourceFace = (face) => {
  const { source } = ON_DEMAND_NAME_FACES[face];
  return readSubsetFile(source, scriptSubsetName(source), 400);
};

/** The names an on-demand face holds, one string. */
export const onDemandNamesIn = (face) => onDemandLanguagesOf(face).map(languageName).join('');

/** The cut-down on-demand face (WOFF2). */
export const makeOnDemandNameFont = (face) =>
  subsetFont(fullSourceFace(face), onDemandNamesIn(face), { targetFormat: 'woff2' });
