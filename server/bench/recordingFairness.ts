// How long another parent's ordinary recording takes while one parent sends 20 recordings at
// once, against its time alone, through the API on 127.0.0.1 with the real aligner
// (echogarden, as many workers as the machine gets by default). Each run times the other
// parent's recording alone, then during a burst, so a machine whose load changes compares
// like with like. With one of the parent's recordings always being prepared, the other
// parent's recording waits for what is left of it: the runs send it at moments spread over
// the time one recording takes. Target: at most twice the time alone.
// With --persistent the parent also sends every refused upload (429, 503) again after its
// Retry-After until all are stored, which keeps the aligner busy the whole time.
// Both parents record pages of one story, whose pages are about as long (34 to 37 words).
//   npx tsx server/bench/recordingFairness.ts [--runs 5] [--burst 20] [--persistent]
//     [--workers N] (default: what the machine gets, see alignmentWorkersFor)
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { TokenVerifier } from '../src/auth/verifier';
import { openDatabase } from '../src/db/open';
import { stories } from '../src/db/schema';
import { createEspeakProvider } from '../src/narration/espeak';
import { createAligner } from '../src/recordings/aligner';
import { writeWav } from '../src/recordings/wav';
import { applySeed } from '../src/seed';
import { espeakPcm, padded, quantile } from './alignmentSpeech';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
const runs = option('runs', 5);
const burst = option('burst', 20);
const persistent = process.argv.includes('--persistent');
const workers = process.argv.includes('--workers') ? option('workers', 1) : undefined;

/** Tokens are "token-<uid>". */
const verifier: TokenVerifier = {
  async verify(token) {
    if (!token.startsWith('token-')) throw new Error('invalid token');
    const uid = token.slice('token-'.length);
    return { uid, email: `${uid}@example.com`, emailVerified: true, name: uid };
  },
};

/** A page read by eSpeak with a quiet room around it, as a 16-bit WAV at eSpeak's 22,050 Hz. */
async function spokenPage(text: string): Promise<Buffer> {
  const speech = await espeakPcm(text, 'en-us', 150, 58);
  const { samples, sampleRate } = padded({ ...speech, words: [] }, 0.5, 0.7, 0.002);
  const pcm = Int16Array.from(samples, (value) =>
    Math.max(-32768, Math.min(32767, Math.round(value * 32767))),
  );
  return writeWav(pcm, sampleRate);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => quantile(values, 0.5);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await openDatabase({ pgliteDir: 'memory://' });
await applySeed(database.db);
const aligner = createAligner({ workers });
const narration = createEspeakProvider({ workers: 1 });
const app = await buildApp({
  db: database.db,
  verifier,
  narration,
  adminUids: [],
  corsOrigins: [],
  aligner,
});
try {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const [story] = await database.db
    .select()
    .from(stories)
    .where(eq(stories.slug, 'the-blue-jackal'));
  const pages = await Promise.all(
    story!.pages.map((page) => spokenPage(page.parent_narration_text.trim())),
  );

  const upload = (uid: string, storyId: string, page: number, wav: Buffer) =>
    fetch(`${url}/recordings/${storyId}/${page}/english`, {
      method: 'PUT',
      headers: { authorization: `Bearer token-${uid}`, 'content-type': 'audio/wav' },
      body: new Uint8Array(wav),
    });
  /** The other parent's recording: its time, from sending to the answer. */
  const otherRecording = async () => {
    const started = performance.now();
    const response = await upload('parent-other', story!.id, 1, pages[0]!);
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 201) {
      throw new Error(`the other parent's recording was answered ${response.status}`);
    }
    return performance.now() - started;
  };

  // The first alignment starts the workers and loads echogarden; it is not timed.
  await otherRecording();

  const alone: number[] = [];
  const during: number[] = [];
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  /** One of the parent's uploads: sent once, or (persistent) until stored. */
  const parentUpload = async (index: number) => {
    const page = (index % pages.length) + 1;
    for (;;) {
      const response = await upload('parent-busy', story!.id, page, pages[page - 1]!);
      await response.arrayBuffer();
      count(response.status);
      if (!persistent || (response.status !== 429 && response.status !== 503)) return;
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
    }
  };
  for (let run = 0; run < runs; run += 1) {
    alone.push(await otherRecording());
    const parentBurst = Promise.all(Array.from({ length: burst }, (_, i) => parentUpload(i)));
    // Let the burst reach the queue first, then arrive at this run's moment of an alignment.
    await sleep(500 + (alone.at(-1)! * run) / runs);
    during.push(await otherRecording());
    await parentBurst;
    console.log(
      `run ${run + 1}: other parent's recording alone ${seconds(alone.at(-1)!)}, during the ` +
        `burst ${seconds(during.at(-1)!)} (${(during.at(-1)! / alone.at(-1)!).toFixed(2)} ×)`,
    );
  }

  const ratios = during.map((ms, run) => ms / alone[run]!);
  console.log(
    `\nAlignment workers: ${aligner.workers}; parent's burst: ${burst} uploads at once` +
      `${persistent ? ', refused ones sent again after Retry-After until stored' : ''}.\n` +
      `Other parent's recording (${story!.slug}, page 1): alone median ` +
      `${seconds(median(alone))}, during the burst median ${seconds(median(during))} ` +
      `(${(median(during) / median(alone)).toFixed(2)} ×); ` +
      `during / alone per run: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; median ` +
      `${median(ratios).toFixed(2)} ×, most ${Math.max(...ratios).toFixed(2)} × (target at most 2 ×).\n` +
      `The parent's answers: ${JSON.stringify(Object.fromEntries(statuses))}.`,
  );
} finally {
  await app.close();
  await narration.close();
  await database.close();
}
