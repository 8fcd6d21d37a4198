// Picture uploads over real sockets: how soon a batch is answered (202) and how long until
// every file of it was checked and stored, for one administrator's 20 files of 500 KB and
// for two administrators sending 12 each at the same moment.
//   npx tsx server/bench/pictureJobs.ts [--rounds 3]
// Runs on an in-memory PGlite, or on the PostgreSQL of TEST_DATABASE_URL with
// USE_TEST_DATABASE=1 (which it empties and reseeds: point it at a scratch database).
import { pictureJobSchema, type PictureJob } from '../../contract/pictures';
import { ADMIN_UID, bearer, createTestApp } from '../test/helpers';
import { illustrationSvg, multipartBody, waitForPictureJob } from '../test/support/pictureUploads';

const at = process.argv.indexOf('--rounds');
const rounds = at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 3) : 3;
const FILE_BYTES = 500 * 1024;

const ctx = await createTestApp();
const url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
let seed = 0;

interface Timing {
  status: number;
  answeredMs: number;
  finishedMs: number;
  stored: number;
  total: number;
}

async function uploadBatch(uid: string, count: number): Promise<Timing> {
  const files = Array.from({ length: count }, () => {
    seed += 1;
    return { name: `scene-${seed}.svg`, content: illustrationSvg(FILE_BYTES, seed) };
  });
  const { payload, contentType } = await multipartBody(files);
  const started = performance.now();
  const response = await fetch(`${url}/pictures`, {
    method: 'POST',
    body: payload,
    headers: { ...bearer(uid), 'content-type': contentType },
  });
  const answeredMs = performance.now() - started;
  if (response.status !== 202) {
    return { status: response.status, answeredMs, finishedMs: answeredMs, stored: 0, total: count };
  }
  const location = response.headers.get('location')!;
  pictureJobSchema.parse(await response.json());
  const job: PictureJob = await waitForPictureJob(
    async () => {
      const answer = await fetch(`${url}${location}`, { headers: bearer(uid) });
      return { status: answer.status, body: await answer.json() };
    },
    { timeoutMs: 600_000, everyMs: 250 },
  );
  return {
    status: response.status,
    answeredMs,
    finishedMs: performance.now() - started,
    stored: job.files.filter((file) => file.result?.ok).length,
    total: job.total,
  };
}

const describe = (label: string, timing: Timing) =>
  `${label}: ${timing.status} after ${Math.round(timing.answeredMs)} ms; ${timing.stored} of ${timing.total} stored after ${(timing.finishedMs / 1000).toFixed(1)} s (${Math.round(timing.finishedMs / timing.total)} ms a file)`;

try {
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`round ${round}`);
    console.log(`  ${describe('20 × 500 KB', await uploadBatch(ADMIN_UID, 20))}`);
    const [first, second] = await Promise.all([
      uploadBatch(ADMIN_UID, 12),
      uploadBatch('admin-ravi', 12),
    ]);
    console.log(`  ${describe('2 admins × 12 × 500 KB, first', first)}`);
    console.log(`  ${describe('2 admins × 12 × 500 KB, second', second)}`);
  }
} finally {
  await ctx.close();
}
