// Two API processes on one PostgreSQL: how stale a read through B is right after a write
// through A, and the published list's throughput through one process.
// It empties and reseeds the PostgreSQL it is given, so point it at a scratch database:
//   TEST_DATABASE_URL=postgres://... npx tsx server/bench/multiProcess.ts [--rounds 50] [--seconds 5]
import autocannon from 'autocannon';
import { storySchema } from '../../contract/stories';
import { openDatabase } from '../src/db/open';
import { applySeed } from '../src/seed';
import { ADMIN_UID, bearer, resetPostgres } from '../test/helpers';
import { startApiProcess } from '../test/support/processes';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
const rounds = option('rounds', 50);
const seconds = option('seconds', 5);

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('Set TEST_DATABASE_URL to a scratch PostgreSQL (scripts/ci-postgres.sh starts one).');
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const database = await openDatabase({ databaseUrl });
await resetPostgres(database);
await applySeed(database.db);
const [a, b] = await Promise.all([startApiProcess(databaseUrl), startApiProcess(databaseUrl)]);
try {
  const slugUrl = (url: string) => `${url}/KahaniJson/slug/the-thirsty-crow`;
  const readTitle = async () => storySchema.parse(await (await fetch(slugUrl(b.url))).json()).title;

  let staleFirstReads = 0;
  const untilFresh: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const story = storySchema.parse(await (await fetch(slugUrl(b.url))).json());
    const title = `The Thirsty Crow, edition ${round}`;
    const { storybook: _storybook, ...fields } = { ...story, title };
    const saved = await fetch(`${a.url}/storiesModification/${story._id}`, {
      method: 'PUT',
      headers: { ...bearer(ADMIN_UID), 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, storybook: JSON.stringify(fields) }),
    });
    if (saved.status !== 200) throw new Error(`edit failed: ${await saved.text()}`);
    const written = performance.now();
    if ((await readTitle()) !== title) {
      staleFirstReads += 1;
      while ((await readTitle()) !== title) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    untilFresh.push(performance.now() - written);
  }
  console.log(
    `Read through B right after a write through A: stale in ${staleFirstReads} of ${rounds} ` +
      `rounds; fresh after median ${median(untilFresh).toFixed(1)} ms, ` +
      `max ${Math.max(...untilFresh).toFixed(1)} ms`,
  );

  const result = await autocannon({
    url: `${b.url}/KahaniJson/kahanis`,
    connections: 10,
    duration: seconds,
  });
  console.log(
    `GET /KahaniJson/kahanis through one process (10 connections, ${seconds} s): ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await database.close();
}
