// What a phone downloads for a photograph of the picture library: a 2-megapixel JPEG made
// here (gradients, shapes and grain, see test/support/rasterPictures.ts) goes through
// preparePicture, then the copy a 400 px wide phone picks from the srcset and the app's
// default sizes is weighed at device pixel ratios 1 and 2. Target: at most 60 KB at DPR 1.
//
//   npx tsx server/bench/pictureVariants.ts
import { performance } from 'node:perf_hooks';
import { pictureVariantWidths } from '../../contract/picturePaths';
import { preparePicture } from '../src/pictures/preparePicture';
import { phonePhoto } from '../test/support/rasterPictures';

const PHONE_WIDTH = 400;
const TARGET_BYTES = 60 * 1024;
const RUNS = 5;
/** StoryPicture's default sizes: "(max-width: 600px) 100vw, 800px". */
const slotWidth = (viewport: number) => (viewport <= 600 ? viewport : 800);

/**
 * The candidate a browser takes from a srcset of widths: the narrowest whose density covers
 * the screen's (width / slot >= DPR), else the widest (what Chrome and Firefox do).
 */
function pick(widths: readonly number[], slot: number, dpr: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width / slot >= dpr) ?? sorted[sorted.length - 1]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const original = await phonePhoto(1732, 1155, { seed: 42, quality: 92 });
const times: number[] = [];
let prepared: Awaited<ReturnType<typeof preparePicture>> | undefined;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  prepared = await preparePicture('bench.jpg', original);
  times.push(performance.now() - started);
}
if (!prepared?.ok || prepared.picture.kind !== 'raster') {
  throw new Error(`the picture was refused: ${JSON.stringify(prepared)}`);
}
const { fallback, variants } = prepared.picture;
const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
const sizeAt = (width: number) => variants.find((variant) => variant.width === width)!.bytes.length;
const slot = slotWidth(PHONE_WIDTH);

console.log(`original JPEG 1732 × 1155 (2.0 MP): ${kb(original.length)}`);
console.log(
  `fallback ${fallback.format} ${fallback.width} × ${fallback.height}: ${kb(fallback.bytes.length)}`,
);
console.log(
  `WebP copies: ${pictureVariantWidths(fallback.width)
    .map((width) => `${width} px ${kb(sizeAt(width))}`)
    .join(', ')}`,
);
let withinTarget = true;
for (const dpr of [1, 2]) {
  const width = pick(
    variants.map((variant) => variant.width),
    slot,
    dpr,
  );
  const bytes = sizeAt(width);
  if (dpr === 1) withinTarget = bytes <= TARGET_BYTES;
  console.log(`${PHONE_WIDTH} px phone at DPR ${dpr} picks ${width} px: ${kb(bytes)}`);
}
console.log(`prepare time, median of ${RUNS}: ${median.toFixed(0)} ms`);
console.log(withinTarget ? 'DPR 1 within 60 KB: yes' : 'DPR 1 within 60 KB: NO');
process.exitCode = withinTarget ? 0 : 1;
