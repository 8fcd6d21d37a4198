// Reading an uploaded book, off the event loop: a 24-page EPUB with 24 photographs of about
// 2 megapixels (JPEG of noise, which compresses as badly as a photograph). Prints the time
// to read it (median of the runs) and how late a 10 ms timer fires on the API's thread
// meanwhile (p95, max), and the same lag when the reading is done on that thread instead,
// for comparison.
//   npx tsx server/bench/importRead.ts [--runs 5]
import { performance } from 'node:perf_hooks';
import { closeReadUploads, readUploads } from '../src/imports/read';
import { readFiles } from '../src/imports/read/readFiles';
import { buildEpub, noiseJpeg } from '../test/imports/fixtures';

const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 5) : 5;
const PAGES = 24;
const TICK_MS = 10;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `work` while a 10 ms timer measures how late it fires. */
async function withLag<T>(
  work: () => Promise<T>,
): Promise<{ result: T; elapsed: number; lags: number[] }> {
  const lags: number[] = [];
  let running = true;
  let expected = performance.now() + TICK_MS;
  const tick = () => {
    const now = performance.now();
    lags.push(Math.max(0, now - expected));
    expected = now + TICK_MS;
    if (running) setTimeout(tick, TICK_MS);
  };
  setTimeout(tick, TICK_MS);
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  running = false;
  return { result, elapsed, lags };
}

console.log(`Building a ${PAGES}-page EPUB with ${PAGES} pictures of about 2 megapixels…`);
const pictures = await Promise.all(
  Array.from({ length: PAGES }, (_, index) => noiseJpeg(1732, 1155, index + 1)),
);
const epub = await buildEpub({
  title: 'A Day of Photographs',
  creators: [{ name: 'Bench Author', role: 'aut' }],
  rights: 'CC BY 4.0',
  pages: pictures.map((bytes, index) => ({
    text: `Photograph number ${index + 1} shows the market in the morning light.`,
    picture: { name: `photo-${index + 1}.jpg`, bytes, alt: `Photograph ${index + 1}` },
  })),
});
const pictureBytes = pictures.reduce((sum, picture) => sum + picture.length, 0);
console.log(
  `EPUB: ${(epub.length / 1024 / 1024).toFixed(1)} MB, pictures ${(pictureBytes / PAGES / 1024).toFixed(0)} KB each`,
);
const upload = [{ name: 'photographs.epub', bytes: epub }];

const check = (outcomes: Awaited<ReturnType<typeof readUploads>>) => {
  const outcome = outcomes[0]!;
  if (!outcome.ok) throw new Error(outcome.reason);
  if (outcome.book.pages.length !== PAGES || outcome.book.pictures.length !== PAGES) {
    throw new Error('the book was not read whole');
  }
};

const idle = await withLag(() => new Promise((done) => setTimeout(done, 2000)));
console.log(
  `\nIdle, for comparison (this machine's own noise): lag p95 ${ms(percentile(idle.lags, 0.95))}, max ${ms(Math.max(...idle.lags))}`,
);

const cold = await withLag(() => readUploads(upload));
check(cold.result);
console.log(`In the worker, first read (starting the worker): ${ms(cold.elapsed)}`);

const times: number[] = [];
const lags: number[] = [];
for (let run = 0; run < runs; run++) {
  const measured = await withLag(() => readUploads(upload));
  check(measured.result);
  times.push(measured.elapsed);
  lags.push(...measured.lags);
}
console.log(
  `In the worker, ${runs} reads: median ${ms(percentile(times, 0.5))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`,
);
console.log(
  `  event loop lag of a ${TICK_MS} ms timer meanwhile: p95 ${ms(percentile(lags, 0.95))}, max ${ms(Math.max(...lags))} (${lags.length} ticks)`,
);

const inThread = await withLag(() => readFiles(upload));
check(inThread.result);
console.log(
  `On the API's thread instead (for comparison): ${ms(inThread.elapsed)}, lag p95 ${ms(percentile(inThread.lags, 0.95))}, max ${ms(Math.max(0, ...inThread.lags))}`,
);

await closeReadUploads();
