import type { ScriptFace } from '../scriptFonts/faces';

interface OnDemandNameFace {
  /** The bundled face its glyphs are cut from (src/lib/scriptFonts/faces.ts). */
  source: ScriptFace;
  /** The letters it draws: a script's block, so that it is fetched only for names in it. */
  unicodeRange: string;
}

/**
 * Language names in the scripts the preloaded faces (src/lib/languageNameFonts.ts) leave out:
 * বাংলা, اردو, 中文, ไทย, and the Devanagari names beyond हिन्दी and मराठी. Each face holds the
 * glyphs of the names written in its letters (scripts/lib/languageNameFonts.mjs makes the files,
 * named as the keys), and the browser fetches it only when such a name shows. Arabic-script
 * names are in Naskh, a menu's style for the script (Nastaliq's tall lines would not fit a row
 * and its cut face is four times the size); all Han names in the Simplified Chinese face.
 */
export const ON_DEMAND_NAME_FACES = {
  devanagari: { source: 'devanagari', unicodeRange: 'U+0900-097F' },
  bengali: { source: 'bengali', unicodeRange: 'U+0980-09FF' },
  oriya: { source: 'oriya', unicodeRange: 'U+0B00-0B7F' },
  kannada: { source: 'kannada', unicodeRange: 'U+0C80-0CFF' },
  malayalam: { source: 'malayalam', unicodeRange: 'U+0D00-0D7F' },
  sinhala: { source: 'sinhala', unicodeRange: 'U+0D80-0DFF' },
  olChiki: { source: 'olChiki', unicodeRange: 'U+1C50-1C7F' },
  thai: { source: 'thai', unicodeRange: 'U+0E00-0E7F' },
  lao: { source: 'lao', unicodeRange: 'U+0E80-0EFF' },
  myanmar: { source: 'myanmar', unicodeRange: 'U+1000-109F' },
  khmer: { source: 'khmer', unicodeRange: 'U+1780-17FF' },
  georgian: { source: 'georgian', unicodeRange: 'U+10A0-10FF, U+1C90-1CBF' },
  armenian: { source: 'armenian', unicodeRange: 'U+0530-058F' },
  ethiopic: { source: 'ethiopic', unicodeRange: 'U+1200-139F' },
  hebrew: { source: 'hebrew', unicodeRange: 'U+0590-05FF' },
  arabic: { source: 'arabic', unicodeRange: 'U+0600-06FF, U+0750-077F' },
  han: { source: 'chinese', unicodeRange: 'U+3400-4DBF, U+4E00-9FFF' },
  hangul: { source: 'korean', unicodeRange: 'U+1100-11FF, U+3130-318F, U+AC00-D7AF' },
} as const satisfies Record<string, OnDemandNameFace>;

export type OnDemandNameFaceName = keyof typeof ON_DEMAND_NAME_FACES;
