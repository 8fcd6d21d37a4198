import type { Theme } from '@mui/material/styles';
import devanagari from './languageNameFonts/devanagari.woff2?url';
import gujarati from './languageNameFonts/gujarati.woff2?url';
import gurmukhi from './languageNameFonts/gurmukhi.woff2?url';
import tamil from './languageNameFonts/tamil.woff2?url';
import telugu from './languageNameFonts/telugu.woff2?url';

/**
 * Lists name each language in its own script (हिन्दी, தமிழ், বাংলা, اردو, ...). Without a font for a
 * script the browser searches the device's fonts for one, which took 40 to 70 ms a layout on a
 * desktop without Indic fonts, at every layout while other fonts arrive; whole Noto faces would
 * be 150 KB. These faces hold only the names' glyphs (scripts/make-language-name-fonts.mjs makes
 * them). The eight's Indic scripts (1 to 5 KB each), on every card, are preloaded by index.html as
 * it starts the app (src/boot/earlyReads.ts) and loaded at start, so they are ready before the
 * first list is laid out. The other scripts' faces (1 to 14 KB; a family of their own, after these:
 * src/lib/languageNameFontsOnDemand/) are declared once these are in, and the browser fetches
 * one when a list shows a name in its script.
 */
const FAMILY = 'Kahani Language Names';
const ON_DEMAND_FAMILY = 'Kahani Language Names On Demand';

const FACES = [
  { url: devanagari, unicodeRange: 'U+0900-097F' },
  { url: gujarati, unicodeRange: 'U+0A80-0AFF' },
  { url: gurmukhi, unicodeRange: 'U+0A00-0A7F' },
  { url: tamil, unicodeRange: 'U+0B80-0BFF' },
  { url: telugu, unicodeRange: 'U+0C00-0C7F' },
];

/** The font stack for language names: these faces first, then the interface's own. */
export const languageNameFontFamily = (theme: Theme) =>
  `"${FAMILY}", "${ON_DEMAND_FAMILY}", ${theme.typography.fontFamily ?? 'sans-serif'}`;

/**
 * Adds the faces to the document and starts loading them (their files are preloaded); then,
 * so that no name waits on two faces at once, declares the other scripts' faces.
 */
export function loadLanguageNameFonts() {
  if (typeof FontFace === 'undefined') return;
  const loads = FACES.map(({ url, unicodeRange }) => {
    const face = new FontFace(FAMILY, `url(${url}) format("woff2")`, { unicodeRange });
    document.fonts.add(face);
    return face.load();
  });
  void Promise.allSettled(loads)
    .then(() => import('./languageNameFontsOnDemand'))
    .then(({ addOnDemandLanguageNameFonts }) => addOnDemandLanguageNameFonts(ON_DEMAND_FAMILY))
    .catch(() => undefined);
}
