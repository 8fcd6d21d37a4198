// Importing a large picture book through the API while readers keep asking it things: a
// 24-page EPUB with 24 photographs of 2 megapixels (JPEG of noise and gradients, which
// compresses like a photograph) is POSTed to /imports on 127.0.0.1 (PGlite), while GET /health
// is asked every 20 ms on its own connection. Prints the import's time (median of the runs)
// and /health's p50/p95/max during the imports. Targets: import ≤ 10 s, /health p95 ≤ 50 ms.
// Then the picture a 400 px wide phone fetches of one photograph (npm run bench:pictures).
//   npm run bench:import [-- --runs 3]
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { closeReadUploads } from '../src/imports/read';
import { ADMIN_UID, bearer, fakeNarration, fakeVerifier } from '../test/helpers';
import { buildEpub, noiseJpeg } from '../test/imports/fixtures';
import { multipartBody } from '../test/support/pictureUploads';

const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 3) : 3;
const PAGES = 24;
const HEALTH_EVERY_MS = 20;
const TARGET_IMPORT_MS = 10_000;
const TARGET_HEALTH_P95_MS = 50;

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One GET /health on a fresh connection, as a reader's browser opening the app would. */
function health(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const asking = request({ host: '127.0.0.1', port, path: '/health', agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(performance.now() - started));
    });
    asking.on('error', reject);
    asking.end();
  });
}

console.log(`Building a ${PAGES}-page EPUB with ${PAGES} photographs of 2 megapixels…`);
const photographs = await Promise.all(
  Array.from({ length: PAGES }, (_, index) => noiseJpeg(1732, 1155, index + 1)),
);

const database = await openDatabase({ pgliteDir: 'memory://' });
const app = await buildApp({
  db: database.db,
  verifier: fakeVerifier,
  narration: fakeNarration(),
  adminUids: [ADMIN_UID],
  corsOrigins: [],
});
const importTimes: number[] = [];
const healthTimes: number[] = [];
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  for (let run = 1; run <= runs; run += 1) {
    // A different book each run (its identifier and pictures), so none is an update.
    const epub = await buildEpub({
      title: `A Day of Photographs ${run}`,
      identifier: `urn:uuid:00000000-0000-4000-8000-00000000000${run}`,
      creators: [{ name: 'Bench Author', role: 'aut' }],
      rights: 'CC BY 4.0',
      pages: photographs.map((bytes, index) => ({
        text: `Photograph ${index + 1} of run ${run} shows the market in the morning light.`,
        picture: {
          name: `photo-${index + 1}.jpg`,
          bytes: Buffer.concat([bytes, Buffer.from([run])]),
          alt: `Photograph ${index + 1}`,
        },
      })),
    });
    const { payload, contentType } = await multipartBody([
      { name: `photographs-${run}.epub`, content: epub, type: 'application/epub+zip' },
    ]);
    let importing = true;
    const polling = (async () => {
      while (importing) {
        const started = performance.now();
        healthTimes.push(await health(port));
        const wait = HEALTH_EVERY_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/imports`, {
      method: 'POST',
      body: payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    const elapsed = performance.now() - started;
    importing = false;
    await polling;
    if (answer.status !== 201)
      throw new Error(`import answered ${answer.status}: ${await answer.text()}`);
    importTimes.push(elapsed);
    console.log(
      `run ${run}: ${(epub.length / 1024 / 1024).toFixed(1)} MB imported in ${ms(elapsed)}`,
    );
  }
} finally {
  await app.close();
  await closeReadUploads();
  await database.close();
}

const importMedian = quantile(importTimes, 0.5);
const healthP95 = quantile(healthTimes, 0.95);
console.log(
  `\nimport of ${PAGES} pages with ${PAGES} photographs: median ${ms(importMedian)} over ${runs} runs ` +
    `(target ≤ ${ms(TARGET_IMPORT_MS)}: ${importMedian <= TARGET_IMPORT_MS ? 'met' : 'MISSED'})`,
);
console.log(
  `GET /health during the imports (${healthTimes.length} requests): p50 ${ms(quantile(healthTimes, 0.5))}, ` +
    `p95 ${ms(healthP95)}, max ${ms(Math.max(...healthTimes))} ` +
    `(target p95 ≤ ${ms(TARGET_HEALTH_P95_MS)}: ${healthP95 <= TARGET_HEALTH_P95_MS ? 'met' : 'MISSED'})`,
);
