// How long a reader of a published story waits for an uncached page while a parent's
// pending story has 30 pages queued for synthesis, with the offline eSpeak NG engine
// (one worker). The figure is the median over the runs.
//   npx tsx server/bench/narrationQueue.ts [--runs 3] [--queued 30]
import type { Story } from '../../contract/stories';
import { buildApp } from '../src/app';
import type { TokenVerifier } from '../src/auth/verifier';
import { openDatabase } from '../src/db/open';
import { createEspeakProvider } from '../src/narration/espeak';
import { applySeed } from '../src/seed';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
const runs = option('runs', 3);
const queued = option('queued', 30);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Tokens are "token-<uid>". */
const verifier: TokenVerifier = {
  async verify(token) {
    if (!token.startsWith('token-')) throw new Error('invalid token');
    const uid = token.slice('token-'.length);
    return { uid, email: `${uid}@example.com`, emailVerified: true, name: uid };
  },
};
const PARENT = { authorization: 'Bearer token-parent-bench' };

const paragraph = (run: number, page: number) =>
  `On morning ${run}-${page} the little fox ran to the river with her brother. They counted the ` +
  `fish, the frogs and the floating leaves, and they sang a song about the moon, the stars and ` +
  `the sleepy owl who lived in the old mango tree beside the well.`;

const database = await openDatabase({ pgliteDir: 'memory://' });
await applySeed(database.db);
const provider = createEspeakProvider({ workers: 1 });
await provider.warmup();
const app = await buildApp({
  db: database.db,
  verifier,
  narration: provider,
  adminUids: [],
  corsOrigins: [],
  narrationRatePerMinute: 1_000_000,
});
try {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const narrate = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${url}/fetchAudioAndAlignment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const published = (await (await fetch(`${url}/KahaniJson/slug/the-blue-jackal`)).json()) as Story;
  const readerLanguages = ['hindi', 'tamil', 'spanish', 'marathi', 'gujarati', 'telgu'] as const;

  const waits: number[] = [];
  const statuses = new Map<number, number>();
  for (let run = 0; run < runs; run += 1) {
    const requested = await fetch(`${url}/storiesRequest/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...PARENT },
      body: JSON.stringify({
        storyRequest: {
          storyName: `Bench story ${run}`,
          author: 'Bench',
          storyContent: Array.from({ length: queued }, (_, page) => paragraph(run, page)).join(
            '\n\n',
          ),
        },
      }),
    });
    const pending = (await requested.json()) as { _id: string };
    const backlog = Array.from({ length: queued }, (_, page) =>
      narrate({ text: 'x', storyId: pending._id, page_no: page + 1 }, PARENT).then((response) => {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        return response.arrayBuffer();
      }),
    );
    // Let the backlog reach the queue first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const reader = await narrate({
      text: 'x',
      storyId: published._id,
      page_no: (run % published.pages.length) + 1,
      language: readerLanguages[run % readerLanguages.length],
    });
    await reader.arrayBuffer();
    waits.push(performance.now() - started);
    console.log(
      `run ${run + 1}: published page answered ${reader.status} after ${(waits.at(-1)! / 1000).toFixed(2)} s`,
    );
    await Promise.all(backlog);
  }
  console.log(
    `\nPublished reader's wait with ${queued} pending pages queued (eSpeak, 1 worker): median ` +
      `${(median(waits) / 1000).toFixed(2)} s over ${runs} runs; backlog answers ${JSON.stringify(
        Object.fromEntries(statuses),
      )}`,
  );
} finally {
  await app.close();
  await provider.close();
  await database.close();
}
