// The catalogue's answer times at 5,000 stories, beside today's whole list, on PGlite and on
// PostgreSQL: medians and 95th percentiles of one run, each request through fastify.inject
// (in process: the server's own time, no network).
//   npx tsx server/bench/catalogue.ts [--stories 5000 --requests 100]
// (`npm run bench:catalogue` runs it, then the browser's part, scripts/bench-catalogue.mjs.)
// PostgreSQL: TEST_DATABASE_URL (a scratch database, emptied first, as bench:processes does),
// else DATABASE_URL (not emptied: the generated stories are added to it, as
// `npm run seed:catalogue` would), else one started with scripts/ci-postgres.sh (as root, on
// PGPORT_TEST's port) and stopped after; without any, PGlite only.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { storyListSchema } from '../../contract/stories';
import { buildApp, type App } from '../src/app';
import { seedCatalogue } from '../src/catalogue/seedCatalogue';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { readingProgress, stories } from '../src/db/schema';
import { cataloguePage, publishedStories, type CatalogueQuery } from '../src/domain/catalogue';
import { toSummary } from '../src/domain/storyRecords';
import { applySeed } from '../src/seed';
import { bearer, fakeNarration, fakeVerifier, resetPostgres } from '../test/helpers';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
const storyCount = option('stories', 5_000);
const requests = Math.max(50, option('requests', 100));
const READER = 'bench-reader';

interface Row {
  name: string;
  median: number;
  p95: number;
  bytes: number;
  found?: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** Runs `once` (which answers the bytes sent) `requests` times after a few to warm up. */
async function measure(
  name: string,
  once: (index: number) => Promise<{ bytes: number; found?: number }>,
): Promise<Row> {
  for (let index = 0; index < 5; index += 1) await once(index);
  const times: number[] = [];
  let last = { bytes: 0 } as { bytes: number; found?: number };
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    last = await once(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 0.5), p95: percentile(times, 0.95), ...last };
}

async function fetchJson(app: App, url: string, uid?: string) {
  const response = await app.inject({ method: 'GET', url, headers: uid ? bearer(uid) : {} });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return {
    bytes: response.rawPayload.length,
    body: response.json<{ total?: number; nextCursor?: string | null }>(),
  };
}

async function run(database: OpenedDatabase): Promise<{ rows: Row[]; seedSeconds: number }> {
  const { db } = database;
  await applySeed(db);
  const started = performance.now();
  await seedCatalogue(db, storyCount);
  const seedSeconds = (performance.now() - started) / 1000;
  const app = await buildApp({
    db,
    verifier: fakeVerifier,
    narration: fakeNarration(),
    adminUids: [],
    corsOrigins: [],
    narrationRatePerMinute: 1_000_000,
  });
  await app.ready();
  // A reader in the middle of a few stories, for the personalised first page.
  const some = await db.select({ id: stories.id }).from(stories).limit(5);
  await db.delete(readingProgress).where(eq(readingProgress.uid, READER));
  await db
    .insert(readingProgress)
    .values(some.map(({ id }) => ({ uid: READER, storyId: id, lastPage: 1, pagesRead: [1] })));

  // Cursors of pages 2 to 40, each asked for in turn.
  const cursors: string[] = [];
  let cursor: string | null | undefined;
  for (let index = 0; index < 40; index += 1) {
    const { body } = await fetchJson(
      app,
      `/KahaniJson/kahanis?limit=24${cursor ? `&cursor=${cursor}` : ''}`,
    );
    cursor = body.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }

  const page = (url: string, uid?: string) => async () => {
    const { bytes, body } = await fetchJson(app, url, uid);
    return { bytes, found: body.total };
  };
  /** A page as the route builds it before caching it. */
  const built = (query: Omit<CatalogueQuery, 'limit'>) => async () => {
    const answer = await cataloguePage(db, { limit: 24, ...query }, null);
    return { bytes: Buffer.byteLength(JSON.stringify(answer)), found: answer.total };
  };
  const search = (q: string) => page(`/KahaniJson/kahanis?limit=24&q=${encodeURIComponent(q)}`);
  const rows = [
    await measure(
      'first page (cached, as every visitor gets it)',
      page('/KahaniJson/kahanis?limit=24'),
    ),
    await measure('first page, built (no cache)', built({})),
    await measure(
      'first page, personalised (continueReading)',
      page(`/KahaniJson/getkahanis/${READER}?limit=24`, READER),
    ),
    await measure('a later page (cursor, pages 2-40)', async (index) => {
      const { bytes, body } = await fetchJson(
        app,
        `/KahaniJson/kahanis?limit=24&cursor=${cursors[index % cursors.length]}`,
      );
      return { bytes, found: body.total };
    }),
    await measure('search, Latin script: q=elephant', search('elephant')),
    await measure('search, Latin, a name: q=kamiro', search('kamiro')),
    await measure('search, misspelt (trigrams): q=elephnt', search('elephnt')),
    await measure('search, Bengali: q=বিড়াল', search('বিড়াল')),
    await measure('search, Chinese: q=猫', search('猫')),
    // Filtered first pages are kept like the plain one; these are built afresh.
    await measure('filter: language=bn, built (no cache)', built({ language: 'bn' })),
    await measure(
      'filter: language=bn&length=long, built (no cache)',
      built({ language: 'bn', length: 'long' }),
    ),
    await measure("today's full list (no parameters, cached)", page('/KahaniJson/kahanis')),
    await measure("today's full list, built (no cache)", async () => {
      const json = JSON.stringify(storyListSchema.parse(await publishedStories(db)));
      return { bytes: Buffer.byteLength(json) };
    }),
    await measure('full list as built before the catalogue (SELECT *, no cache)', async () => {
      const all = await db
        .select()
        .from(stories)
        .where(eq(stories.status, 'published'))
        .orderBy(stories.title);
      const json = JSON.stringify(storyListSchema.parse(all.map((row) => toSummary(row))));
      return { bytes: Buffer.byteLength(json) };
    }),
  ];
  await app.close();
  return { rows, seedSeconds };
}

const kib = (bytes: number) =>
  bytes >= 10_240 ? `${(bytes / 1024).toFixed(0)} KiB` : `${bytes} B`;

function print(title: string, { rows, seedSeconds }: { rows: Row[]; seedSeconds: number }) {
  console.log(
    `\n${title}: ${storyCount} generated stories (+ 8 seed) stored in ${seedSeconds.toFixed(1)} s; ${requests} requests each`,
  );
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`  ${'request'.padEnd(width)}  median ms    p95 ms   matches     bytes`);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(width)}  ${row.median.toFixed(2).padStart(9)}  ${row.p95.toFixed(2).padStart(8)}  ${String(row.found ?? '').padStart(8)}  ${kib(row.bytes).padStart(8)}`,
    );
  }
  const first = rows.find((row) => row.name.startsWith('first page, built'))!;
  const searches = rows.filter((row) => row.name.startsWith('search'));
  const worstSearch = Math.max(...searches.map((row) => row.p95));
  console.log(
    `  targets: first page p95 ≤ 50 ms: ${first.p95.toFixed(1)} ms (built) ${first.p95 <= 50 ? 'met' : 'MISSED'}; ` +
      `search p95 ≤ 50 ms: worst ${worstSearch.toFixed(1)} ms ${worstSearch <= 50 ? 'met' : 'MISSED'}`,
  );
}

/** A PostgreSQL to measure: the one given, or one started here (stopped by `stop`). */
function postgres(): { url: string; empty: boolean; stop?: () => void } | undefined {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, empty: true };
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, empty: false };
  const script = fileURLToPath(new URL('../../scripts/ci-postgres.sh', import.meta.url));
  const started = execFileSync('bash', [script, 'start'], { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started)?.[1];
  const dir = /KAHANI_PG_DIR=(\S+)/.exec(started)?.[1];
  if (!url || !dir) return undefined;
  return { url, empty: true, stop: () => execFileSync('bash', [script, 'stop', dir]) };
}

const pglite = await openDatabase({ pgliteDir: 'memory://' });
try {
  print('PGlite (in memory)', await run(pglite));
} finally {
  await pglite.close();
}

const server = postgres();
if (!server) {
  console.log(
    '\nPostgreSQL: none (set TEST_DATABASE_URL, or run as root for scripts/ci-postgres.sh)',
  );
} else {
  try {
    const database = await openDatabase({ databaseUrl: server.url });
    try {
      if (server.empty) await resetPostgres(database);
      const [{ version }] = (await database.db.execute<{ version: string }>('select version()'))
        .rows as [{ version: string }];
      print(`PostgreSQL (${version.split(' ').slice(0, 2).join(' ')})`, await run(database));
    } finally {
      await database.close();
    }
  } finally {
    server.stop?.();
  }
}
