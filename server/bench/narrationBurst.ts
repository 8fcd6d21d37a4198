// A burst of concurrent narration requests for pages nobody has heard yet, each on a
// connection of its own, against the API on 127.0.0.1 with the offline eSpeak NG engine
// (one worker) and the default time-outs and narration limits. Every request must get an
// HTTP status (200, or 429/503 with Retry-After); "no status" must be 0.
//   npx tsx server/bench/narrationBurst.ts [--requests 30] [--workers 1]
import { LANGUAGES } from '../../contract/languages';
import type { StorySummary } from '../../contract/stories';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { createEspeakProvider } from '../src/narration/espeak';
import { applySeed } from '../src/seed';
import { fakeVerifier } from '../test/helpers';
import { postOnOwnConnection, type Outcome } from '../test/support/ownConnection';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
const requests = option('requests', 30);
const workers = option('workers', 1);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const database = await openDatabase({ pgliteDir: 'memory://' });
await applySeed(database.db);
const provider = createEspeakProvider({ workers });
await provider.warmup();
const app = await buildApp({
  db: database.db,
  verifier: fakeVerifier,
  narration: provider,
  adminUids: [],
  corsOrigins: [],
});
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const library = (await app.inject({ url: '/KahaniJson/kahanis' })).json<StorySummary[]>();
  // Every page of every story in every language, in an order that mixes stories and languages.
  const pages = library.flatMap((story) =>
    Array.from({ length: story.pageCount }, (_, index) =>
      LANGUAGES.map((language) => ({ storyId: story._id, page_no: index + 1, language })),
    ).flat(),
  );
  if (pages.length < requests) throw new Error(`only ${pages.length} pages to narrate`);
  const chosen = Array.from(
    { length: requests },
    (_, index) => pages[(index * 37) % pages.length]!,
  );

  const started = performance.now();
  const outcomes: Outcome[] = await Promise.all(
    chosen.map((page) =>
      postOnOwnConnection(port, '/fetchAudioAndAlignment', { text: 'x', ...page }),
    ),
  );
  const wallMs = Math.round(performance.now() - started);

  const count = (status: Outcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).length;
  const other = outcomes.filter(
    (outcome) => outcome.status !== 'none' && ![200, 429, 503].includes(outcome.status),
  );
  const refusedWithoutRetryAfter = outcomes.filter(
    (outcome) => (outcome.status === 429 || outcome.status === 503) && !(outcome.retryAfter! >= 1),
  ).length;
  const times = (status: Outcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).map((outcome) => outcome.ms);
  const describeTimes = (status: Outcome['status']) => {
    const ms = times(status);
    return ms.length ? `median ${quantile(ms, 0.5)} ms, slowest ${Math.max(...ms)} ms` : '-';
  };

  console.log(`${requests} concurrent narration requests, eSpeak NG with ${workers} worker(s)`);
  console.log(`  200: ${count(200)} (${describeTimes(200)})`);
  console.log(`  429: ${count(429)} (${describeTimes(429)})`);
  console.log(`  503: ${count(503)} (${describeTimes(503)})`);
  console.log(`  other status: ${other.length}`);
  console.log(`  no status: ${count('none')}`);
  console.log(`  429/503 without Retry-After: ${refusedWithoutRetryAfter}`);
  const retryAfters = outcomes.flatMap((outcome) =>
    outcome.status === 503 && outcome.retryAfter !== undefined ? [outcome.retryAfter] : [],
  );
  if (retryAfters.length) {
    console.log(`  Retry-After of 503: ${Math.min(...retryAfters)}-${Math.max(...retryAfters)} s`);
  }
  console.log(`  all answered within ${wallMs} ms`);
  if (count('none') > 0 || other.length > 0 || refusedWithoutRetryAfter > 0) process.exitCode = 1;
} finally {
  await app.close();
  await provider.close();
  await database.close();
}
