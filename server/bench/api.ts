// Requests per second and p99 latency of the main read routes, beside a bare Fastify
// JSON route measured in the same run, all on loopback. The servers run in a child
// process and autocannon in this one.
//   npm run bench:api [-- --seconds 8 --connections 10]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { Story } from '../../contract/stories';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { createNarrationProvider } from '../src/narration';
import { applySeed } from '../src/seed';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const seconds = option('seconds', 8);
const connections = option('connections', 10);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: init.method ?? 'GET',
    ...(init.body ? { body: init.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The servers run in a child process, so the load generator has its own core. */
async function serve() {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await applySeed(database.db);
  const narration = createNarrationProvider({});
  const app = await buildApp({
    db: database.db,
    verifier: { verify: () => Promise.reject(new Error('no tokens in this benchmark')) },
    narration,
    adminUids: [],
    corsOrigins: [],
    narrationRatePerMinute: 1_000_000,
  });
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify();
  bare.get('/json', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ apiUrl, bareUrl });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { apiUrl, bareUrl } = await new Promise<{ apiUrl: string; bareUrl: string }>(
    (resolve, reject) => {
      child.once('message', (message) => resolve(message as { apiUrl: string; bareUrl: string }));
      child.once('exit', (code) => reject(new Error(`benchmark server exited (${code})`)));
    },
  );
  try {
    await run(apiUrl, bareUrl);
  } finally {
    child.disconnect();
  }
}

async function run(apiUrl: string, bareUrl: string) {
  const story = (await (await fetch(`${apiUrl}/KahaniJson/slug/the-thirsty-crow`)).json()) as Story;
  const narrationBody = JSON.stringify({
    text: story.pages[0]?.parent_narration_text ?? '',
    storyId: story._id,
    page_no: 1,
    language: 'english',
  });
  // Warm the narration cache once, so the benchmark measures cached answers.
  await fetch(`${apiUrl}/fetchAudioAndAlignment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: narrationBody,
  });

  console.log(`autocannon: ${connections} connections, ${seconds} s per route, loopback\n`);
  const rows: Figures[] = [];
  rows.push(await measure('bare Fastify JSON route', `${bareUrl}/json`));
  rows.push(await measure('GET /KahaniJson/kahanis', `${apiUrl}/KahaniJson/kahanis`));
  rows.push(
    await measure('GET /KahaniJson/slug/{slug}', `${apiUrl}/KahaniJson/slug/the-thirsty-crow`),
  );
  rows.push(
    await measure('POST /fetchAudioAndAlignment (cached)', `${apiUrl}/fetchAudioAndAlignment`, {
      method: 'POST',
      body: narrationBody,
    }),
  );

  const bareRps = rows[0]?.rps ?? 1;
  console.log(
    'route'.padEnd(40),
    'req/s'.padStart(9),
    'vs bare'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(40),
      row.rps.toFixed(0).padStart(9),
      `${((row.rps / bareRps) * 100).toFixed(0)}%`.padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.errors).padStart(7),
    );
  }
  const list = rows[1]?.rps ?? 0;
  console.log(`\nlist / bare = ${(list / bareRps).toFixed(2)} (target at least 0.50)`);
}
