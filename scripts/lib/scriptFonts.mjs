// The script faces' stylesheets (src/lib/scriptFonts/*.css, see src/lib/scriptFonts/faces.ts),
// written from the @fontsource packages. The packages' per-subset files leave unicode-range out
// and name a WOFF fallback too; these keep only the subsets of the face's own script, each with
// its range, in WOFF2.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SCRIPT_FONTS_PROPERTY } from '../../src/lib/brand.ts';
import { SCRIPT_FACES, SCRIPT_FONT_STACK } from '../../src/lib/scriptFonts/faces.ts';
import { ROOT } from './product.mjs';

/** Regular for text, bold for the titles and names drawn bold. */
export const SCRIPT_FONT_WEIGHTS = [400, 700];
export const SCRIPT_FONT_STYLE_DIR = join(ROOT, 'src', 'lib', 'scriptFonts');

/** Subsets the packages add for other scripts and symbols, which the interface font draws. */
const SHARED_SUBSETS = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'math',
  'symbols',
]);

/**
 * Left out of every range: the Han faces' slices hold Latin, Greek and Cyrillic letters, which are
 * the chosen or the interface font's, and black-and-white emoji, which would replace the
 * device's colour ones; once such a face had loaded, any text's letters would come from it.
 */
const LEFT_OUT = [
  [0x0000, 0x02af],
  [0x0370, 0x052f],
  [0x1e00, 0x1fff],
  [0x2300, 0x23ff],
  [0x2600, 0x27bf],
  [0x2b00, 0x2bff],
  [0xfe0e, 0xfe0f],
  [0x1f000, 0x1faff],
];

const packageOf = (face) => SCRIPT_FACES[face].family.toLowerCase().replaceAll(' ', '-');
const packageDir = (face) => join(ROOT, 'node_modules', '@fontsource', packageOf(face));

/** A face's package subsets for its script: the script's own, or the Han faces' numbered slices. */
export function scriptSubsets(face) {
  const ranges = JSON.parse(readFileSync(join(packageDir(face), 'unicode.json'), 'utf8'));
  return Object.entries(ranges)
    .filter(([subset]) => !SHARED_SUBSETS.has(subset))
    .map(([subset, range]) => ({ subset: subset.replace(/^\[(\d+)\]$/, '$1'), range }));
}

/** The package's WOFF2 file of a subset (a script subset, or a whole face's) and weight. */
export const subsetFileName = (face, subset, weight) =>
  `${packageOf(face)}-${subset}-${weight}-normal.woff2`;

/** The WOFF2 file, read from the package. */
export const readSubsetFile = (face, subset, weight) =>
  readFileSync(join(packageDir(face), 'files', subsetFileName(face, subset, weight)));

/** The script subset's name as the package's metadata lists it (chinese-simplified, bengali). */
export function scriptSubsetName(face) {
  const { subsets } = JSON.parse(readFileSync(join(packageDir(face), 'metadata.json'), 'utf8'));
  const own = subsets.filter((subset) => !SHARED_SUBSETS.has(subset));
  if (own.length !== 1) throw new Error(`${face}: no single script subset in ${subsets}`);
  return own[0];
}

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** A unicode-range without what is LEFT_OUT: "U+0980-09FE,U+1CD0" in, "U+0980-09FE, U+1CD0" out. */
export function scriptRange(range) {
  const kept = [];
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    let pieces = [[parseInt(from, 16), parseInt(to, 16)]];
    for (const [low, high] of LEFT_OUT) {
      pieces = pieces.flatMap(([start, end]) =>
        end < low || start > high
          ? [[start, end]]
          : [
              [start, low - 1],
              [high + 1, end],
            ].filter(([a, b]) => a <= b),
      );
    }
    kept.push(...pieces);
  }
  return kept
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(', ');
}

/**
 * The stylesheet declaring a face: each subset of its script, in each weight, with its range;
 * and every face's family for the interface's font stack (src/lib/brand.ts), which names them
 * only once a face is loaded.
 */
export async function scriptFontStylesheet(face) {
  const { family } = SCRIPT_FACES[face];
  // A subset's weights side by side: its long range is then compressed once.
  const rules = scriptSubsets(face).flatMap(({ subset, range }) => {
    const unicodeRange = scriptRange(range);
    if (!unicodeRange) return [];
    return SCRIPT_FONT_WEIGHTS.map((weight) => {
      // A file however small: inlined, it would be downloaded whether its letters show or not.
      const file = `@fontsource/${packageOf(face)}/files/${subsetFileName(face, subset, weight)}?no-inline`;
      return (
        `@font-face { font-family: '${family}'; font-style: normal; font-display: swap; ` +
        `font-weight: ${weight}; src: url('${file}') format('woff2'); unicode-range: ${unicodeRange}; }`
      );
    });
  });
  const header = [
    '/*',
    ` * ${family}, ${SCRIPT_FONT_WEIGHTS.join(' and ')}, loaded with its script (src/lib/scriptFonts.ts).`,
    ' * Written by scripts/make-script-font-styles.mjs from the package: do not edit.',
    ' */',
  ].join('\n');
  const filepath = join(SCRIPT_FONT_STYLE_DIR, `${face}.css`);
  const options = await resolveConfig(filepath);
  const stack = `:root { ${SCRIPT_FONTS_PROPERTY}: ${SCRIPT_FONT_STACK}; }`;
  return format([header, stack, ...rules].join('\n'), { ...options, filepath });
}
