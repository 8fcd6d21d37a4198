// Files, however small: inlined, every face would be downloaded with this module.
import devanagari from './devanagari.woff2?no-inline';
import bengali from './bengali.woff2?no-inline';
import oriya from './oriya.woff2?no-inline';
import kannada from './kannada.woff2?no-inline';
import malayalam from './malayalam.woff2?no-inline';
import sinhala from './sinhala.woff2?no-inline';
import olChiki from './olChiki.woff2?no-inline';
import thai from './thai.woff2?no-inline';
import lao from './lao.woff2?no-inline';
import myanmar from './myanmar.woff2?no-inline';
import khmer from './khmer.woff2?no-inline';
import georgian from './georgian.woff2?no-inline';
import armenian from './armenian.woff2?no-inline';
import ethiopic from './ethiopic.woff2?no-inline';
import hebrew from './hebrew.woff2?no-inline';
import arabic from './arabic.woff2?no-inline';
import han from './han.woff2?no-inline';
import hangul from './hangul.woff2?no-inline';
import { ON_DEMAND_NAME_FACES, type OnDemandNameFaceName } from './faces';

const FILES: Record<OnDemandNameFaceName, string> = {
  devanagari,
  bengali,
  oriya,
  kannada,
  malayalam,
  sinhala,
  olChiki,
  thai,
  lao,
  myanmar,
  khmer,
  georgian,
  armenian,
  ethiopic,
  hebrew,
  arabic,
  han,
  hangul,
};

/**
 * Adds the faces to the document without loading them: the browser fetches one when a name in
 * its letters is laid out (src/lib/languageNameFontsOnDemand/faces.ts).
 */
export function addOnDemandLanguageNameFonts(family: string) {
  for (const [name, { unicodeRange }] of Object.entries(ON_DEMAND_NAME_FACES)) {
    const url = FILES[name as OnDemandNameFaceName];
    document.fonts.add(
      new FontFace(family, `url(${url}) format("woff2")`, { unicodeRange, display: 'swap' }),
    );
  }
}
