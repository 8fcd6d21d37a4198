// Picture uploads as jobs: several API processes on one database share them (a process
// that stops leaves its job to another), and over real sockets a large batch is answered at
// once, then checked in the background to the last file.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureJobPath, pictureJobSchema, type PictureJob } from '../../contract/pictures';
import { buildApp, type App } from '../src/app';
import { pictureJobs, pictures } from '../src/db/schema';
import { createPictureJob } from '../src/pictures/pictureJobs';
import type { PictureJobTimings } from '../src/pictures/pictureJobRunner';
import {
  ADMIN_UID,
  bearer,
  createTestApp,
  fakeNarration,
  fakeVerifier,
  quickAligner,
  type TestContext,
} from './helpers';
import { illustrationSvg, multipartBody, waitForPictureJob } from './support/pictureUploads';

const OTHER_ADMIN_UID = 'admin-ravi';
/** Quick leases and sweeps, so that a job left behind is taken on within a second. */
const QUICK: Partial<PictureJobTimings> = { sweepMs: 100, leaseMs: 1_000 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ app: { pictureJobs: QUICK } });
});
afterAll(async () => ctx.close());

/** Another API process on the same database (in this process: what they share is the database). */
async function anotherProcess(timings: Partial<PictureJobTimings> = QUICK): Promise<App> {
  const app = await buildApp({
    db: ctx.database.db,
    verifier: fakeVerifier,
    narration: fakeNarration(),
    adminUids: [ADMIN_UID, OTHER_ADMIN_UID],
    corsOrigins: [],
    aligner: quickAligner(),
    pictureJobs: timings,
  });
  await app.ready();
  return app;
}

const illustrations = (count: number, bytes: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `scene-${from + i}.svg`,
    content: illustrationSvg(bytes, from + i),
  }));

async function follow(app: App, id: string, uid = ADMIN_UID): Promise<PictureJob> {
  return waitForPictureJob(
    async () => {
      const answer = await app.inject({
        method: 'GET',
        url: pictureJobPath(id),
        headers: bearer(uid),
      });
      return { status: answer.statusCode, body: answer.json() };
    },
    { timeoutMs: 120_000 },
  );
}

const storedHashes = (job: PictureJob) =>
  job.files.flatMap((file) => (file.result?.ok ? [file.result.picture.hash] : []));

async function libraryHas(hashes: string[]): Promise<boolean> {
  const rows = await ctx.database.db.select({ hash: pictures.hash }).from(pictures);
  const library = new Set(rows.map((row) => row.hash));
  return hashes.every((hash) => library.has(hash));
}

describe('picture jobs between API processes on one database', () => {
  it('takes on a job whose process is gone, and leaves one whose process is alive', async () => {
    const files = illustrations(2, 20_000, 100).map((file) => ({
      fileName: file.name,
      bytes: Buffer.from(file.content),
    }));
    const orphan = await createPictureJob(ctx.database.db, ADMIN_UID, files);
    const busy = await createPictureJob(ctx.database.db, ADMIN_UID, files);
    const holdBy = (id: string, leaseUntil: Date) =>
      ctx.database.db
        .update(pictureJobs)
        .set({ status: 'checking', claimedBy: 'another-process', leaseUntil })
        .where(eq(pictureJobs.id, id));
    await holdBy(orphan.id, new Date(Date.now() - 1_000));
    await holdBy(busy.id, new Date(Date.now() + 3_600_000));

    const finished = await follow(ctx.app, orphan.id);
    expect(finished.checked).toBe(2);
    expect(await libraryHas(storedHashes(finished))).toBe(true);
    expect(storedHashes(finished)).toHaveLength(2);

    // Several sweeps later the job held by a live process is untouched.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [held] = await ctx.database.db
      .select()
      .from(pictureJobs)
      .where(eq(pictureJobs.id, busy.id));
    expect(held).toMatchObject({ status: 'checking', claimedBy: 'another-process' });
    await ctx.database.db.delete(pictureJobs).where(eq(pictureJobs.id, busy.id));
  });

  it('lets go of an upload when its process stops; another process finishes it, each file once', async () => {
    const stopping = await anotherProcess({ sweepMs: 60_000, leaseMs: 60_000 });
    const files = illustrations(8, 200_000, 200);
    const { payload, contentType } = await multipartBody(files);
    const response = await stopping.inject({
      method: 'POST',
      url: '/pictures',
      payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(202);
    const { id } = pictureJobSchema.parse(response.json());
    // Read through the other process while the first one works.
    await expect
      .poll(
        async () =>
          (
            await ctx.app.inject({
              method: 'GET',
              url: pictureJobPath(id),
              headers: bearer(ADMIN_UID),
            })
          ).json<PictureJob>().checked,
        { timeout: 60_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    const [working] = await ctx.database.db
      .select()
      .from(pictureJobs)
      .where(eq(pictureJobs.id, id));
    const claimedBy = working?.claimedBy;
    expect(claimedBy).toEqual(expect.any(String));
    await stopping.close();
    const [left] = await ctx.database.db.select().from(pictureJobs).where(eq(pictureJobs.id, id));
    // Let go of (taken on at once by the other process), not finished.
    expect(left?.claimedBy).not.toBe(claimedBy);
    expect(left?.status).not.toBe('finished');

    const finished = await follow(ctx.app, id);
    expect(finished).toMatchObject({ status: 'finished', total: 8, checked: 8 });
    const results = finished.files.map((file) => file.result);
    expect(results.every((result) => result?.ok && !result.duplicate)).toBe(true);
    expect(await libraryHas(storedHashes(finished))).toBe(true);
  });
});

describe('picture jobs over real sockets', () => {
  let url: string;
  beforeAll(async () => {
    url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });

  async function send(uid: string, files: ReturnType<typeof illustrations>) {
    const { payload, contentType } = await multipartBody(files);
    const started = performance.now();
    const response = await fetch(`${url}/pictures`, {
      method: 'POST',
      body: payload,
      headers: { ...bearer(uid), 'content-type': contentType },
    });
    const answeredMs = performance.now() - started;
    expect(response.status).toBe(202);
    const job = pictureJobSchema.parse(await response.json());
    expect(response.headers.get('location')).toBe(pictureJobPath(job.id));
    const finished = await waitForPictureJob(
      async () => {
        const answer = await fetch(`${url}${response.headers.get('location')}`, {
          headers: bearer(uid),
        });
        return { status: answer.status, body: await answer.json() };
      },
      { timeoutMs: 150_000, everyMs: 250 },
    );
    return { finished, answeredMs, finishedMs: performance.now() - started };
  }

  it('answers a batch of 20 pictures of 500 KB at once, then stores every one', async () => {
    const { finished, answeredMs, finishedMs } = await send(
      ADMIN_UID,
      illustrations(20, 500 * 1024, 1_000),
    );
    console.info(
      `20 × 500 KB: 202 after ${Math.round(answeredMs)} ms, all checked after ${(finishedMs / 1000).toFixed(1)} s`,
    );
    expect(finished).toMatchObject({ status: 'finished', total: 20, checked: 20 });
    expect(storedHashes(finished)).toHaveLength(20);
    expect(await libraryHas(storedHashes(finished))).toBe(true);
  }, 180_000);

  it('answers two administrators uploading 12 pictures each at the same time', async () => {
    const [asha, ravi] = await Promise.all([
      send(ADMIN_UID, illustrations(12, 100 * 1024, 2_000)),
      send(OTHER_ADMIN_UID, illustrations(12, 100 * 1024, 3_000)),
    ]);
    console.info(
      `2 × 12 × 100 KB at once: 202 after ${Math.round(asha.answeredMs)} and ${Math.round(ravi.answeredMs)} ms, checked after ${(asha.finishedMs / 1000).toFixed(1)} and ${(ravi.finishedMs / 1000).toFixed(1)} s`,
    );
    for (const { finished } of [asha, ravi]) {
      expect(storedHashes(finished)).toHaveLength(12);
      expect(await libraryHas(storedHashes(finished))).toBe(true);
    }
  }, 180_000);
});
