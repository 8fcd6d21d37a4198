import { languageTag, scriptOf, type StoryLanguage } from '../../../contract/storyLanguages';

interface ScriptFaceInfo {
  /** The face's family, as the package (@fontsource/noto-…) declares it. */
  family: string;
  /** The scripts (ISO 15924) it draws. */
  scripts: readonly string[];
  /** Only for these languages (primary subtags), where a script has a face of its own style. */
  languages?: readonly string[];
}

/**
 * The bundled Noto faces of the scripts stories may be in. Each is declared by the stylesheet of
 * the same name in this folder (scripts/make-script-font-styles.mjs writes them from the
 * packages), a face per subset of letters with its unicode-range, so that a page pulls only the
 * files of the letters it shows. Latin, Cyrillic and Greek are the interface font's; Traditional
 * Chinese, Tibetan and the rest have no bundled face and are drawn by the device's fonts.
 *
 * The order is the font stacks' order (SCRIPT_FONT_STACK): where two faces draw the same
 * letters, the first is the default (Naskh for Arabic-script text, Simplified Chinese shapes
 * for Han), and a language's own face goes before every other (scriptFamiliesOf). This table
 * is loaded with the first text in a script beyond Latin, Cyrillic and Greek, not with the
 * first screen.
 */
export const SCRIPT_FACES = {
  devanagari: { family: 'Noto Sans Devanagari', scripts: ['Deva'] },
  bengali: { family: 'Noto Sans Bengali', scripts: ['Beng'] },
  gurmukhi: { family: 'Noto Sans Gurmukhi', scripts: ['Guru'] },
  gujarati: { family: 'Noto Sans Gujarati', scripts: ['Gujr'] },
  oriya: { family: 'Noto Sans Oriya', scripts: ['Orya'] },
  tamil: { family: 'Noto Sans Tamil', scripts: ['Taml'] },
  telugu: { family: 'Noto Sans Telugu', scripts: ['Telu'] },
  kannada: { family: 'Noto Sans Kannada', scripts: ['Knda'] },
  malayalam: { family: 'Noto Sans Malayalam', scripts: ['Mlym'] },
  sinhala: { family: 'Noto Sans Sinhala', scripts: ['Sinh'] },
  olChiki: { family: 'Noto Sans Ol Chiki', scripts: ['Olck'] },
  thai: { family: 'Noto Sans Thai', scripts: ['Thai'] },
  lao: { family: 'Noto Sans Lao', scripts: ['Laoo'] },
  myanmar: { family: 'Noto Sans Myanmar', scripts: ['Mymr'] },
  khmer: { family: 'Noto Sans Khmer', scripts: ['Khmr'] },
  georgian: { family: 'Noto Sans Georgian', scripts: ['Geor'] },
  armenian: { family: 'Noto Sans Armenian', scripts: ['Armn'] },
  ethiopic: { family: 'Noto Sans Ethiopic', scripts: ['Ethi'] },
  hebrew: { family: 'Noto Sans Hebrew', scripts: ['Hebr'] },
  arabic: { family: 'Noto Naskh Arabic', scripts: ['Arab'] },
  // Urdu and the Punjabi, Saraiki and Kashmiri of Pakistan are read in Nastaliq.
  nastaliq: {
    family: 'Noto Nastaliq Urdu',
    scripts: ['Arab'],
    languages: ['ur', 'pa', 'pnb', 'skr', 'ks'],
  },
  thaana: { family: 'Noto Sans Thaana', scripts: ['Thaa'] },
  chinese: { family: 'Noto Sans SC', scripts: ['Hans'] },
  japanese: { family: 'Noto Sans JP', scripts: ['Jpan'] },
  korean: { family: 'Noto Sans KR', scripts: ['Kore'] },
} as const satisfies Record<string, ScriptFaceInfo>;

export type ScriptFace = keyof typeof SCRIPT_FACES;

const FACES = Object.entries(SCRIPT_FACES) as [ScriptFace, ScriptFaceInfo][];

/** The bundled face a language's text is drawn in, or none (Latin, Cyrillic, …). */
export function scriptFaceOf(language: StoryLanguage): ScriptFace | undefined {
  const script = scriptOf(language);
  const primary = languageTag(language).split('-')[0]!;
  const drawing = FACES.filter(([, face]) => face.scripts.includes(script));
  const own = drawing.find(([, face]) => face.languages?.includes(primary));
  return (own ?? drawing.find(([, face]) => !face.languages))?.[0];
}

const quoted = (face: ScriptFace) => `"${SCRIPT_FACES[face].family}"`;

/** Every bundled face's family, for a font stack: "Noto Sans Devanagari", … */
export const SCRIPT_FONT_STACK = FACES.map(([face]) => quoted(face)).join(', ');

/** The family of a language's own face, if it has one, and those of every other face. */
export function scriptFamiliesOf(language: StoryLanguage): { own?: string; others: string } {
  const own = scriptFaceOf(language);
  if (!own) return { others: SCRIPT_FONT_STACK };
  const others = FACES.filter(([face]) => face !== own).map(([face]) => quoted(face));
  return { own: quoted(own), others: others.join(', ') };
}
