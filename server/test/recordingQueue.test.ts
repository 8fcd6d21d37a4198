import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { stories } from '../src/db/schema';
import type { RecordingLimits } from '../src/recordings/recordingQueue';
import {
  bearer,
  createTestApp,
  gatedAligner,
  OTHER_UID,
  PARENT_UID,
  toneWav,
  type TestContext,
} from './helpers';

const THIRD_UID = 'parent-third';

let ctx: TestContext;
let gate: ReturnType<typeof gatedAligner>;
let storyId: string;

async function start(
  limits: Partial<RecordingLimits>,
  app: Parameters<typeof createTestApp>[0] = {},
) {
  gate = gatedAligner();
  ctx = await createTestApp({
    ...app,
    app: { ...app.app, aligner: gate.aligner, recordingLimits: limits },
  });
  const [story] = await ctx.database.db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.status, 'published'))
    .limit(1);
  storyId = story!.id;
}
afterEach(async () => {
  // Whatever a test left waiting finishes, so the app closes cleanly.
  for (const call of gate.calls) call.finish();
  await ctx.close();
});

/** A recording of `seconds` (which tells whose alignment is running) of one page. */
const record = (uid: string, seconds: number, page: number) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/recordings/${storyId}/${page}/english`,
    headers: { ...bearer(uid), 'content-type': 'audio/wav' },
    payload: toneWav(seconds),
  });

/** The first of several uploads to be answered: the one refused while the others wait. */
const firstAnswered = (uploads: Promise<LightMyRequestResponse>[]) => Promise.race(uploads);

const PARENT_SECONDS = 2;
const OTHER_SECONDS = 3;

describe('recordings wait for the aligner in turn', () => {
  it("serves another parent's recording before the next of one parent's burst", async () => {
    await start({ perUser: 2, queueLimit: 8, expectedJobMs: 100 });
    const parentFirst = record(PARENT_UID, PARENT_SECONDS, 1);
    await gate.started(1);
    // The parent's second waits; a third is one too many.
    const parentMore = [
      record(PARENT_UID, PARENT_SECONDS, 2),
      record(PARENT_UID, PARENT_SECONDS, 3),
    ];
    const refused = await firstAnswered(parentMore);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json<{ message: string }>().message).toMatch(
      /Your earlier recordings are still being prepared; try again in/,
    );
    // The other parent arrives after the parent's second: two of theirs wait, a third is refused.
    const otherUploads = [1, 2, 3].map((page) => record(OTHER_UID, OTHER_SECONDS, page));
    expect((await firstAnswered(otherUploads)).statusCode).toBe(429);

    const order: number[] = [gate.secondsOf(0)];
    for (let turn = 1; turn < 4; turn += 1) {
      gate.calls[turn - 1]!.finish();
      await gate.started(turn + 1);
      order.push(gate.secondsOf(turn));
    }
    gate.calls[3]!.finish();
    // In turn: first come first served would have been the parent's two, then the other's.
    expect(order).toEqual([PARENT_SECONDS, OTHER_SECONDS, PARENT_SECONDS, OTHER_SECONDS]);
    const answers = await Promise.all([parentFirst, ...parentMore, ...otherUploads]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 201, 429, 429,
    ]);
  });

  it('refuses with 503 and Retry-After when the queue is full', async () => {
    await start({ perUser: 3, queueLimit: 1, expectedJobMs: 100, maxWaitMs: 30_000 });
    const running = record(PARENT_UID, PARENT_SECONDS, 1);
    await gate.started(1);
    // Two more parents at once: the first takes the one place in the queue, the other is refused.
    const latecomers = [record(OTHER_UID, OTHER_SECONDS, 1), record(THIRD_UID, 4, 1)];
    const full = await firstAnswered(latecomers);
    expect(full.statusCode).toBe(503);
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(full.json<{ message: string }>().message).toMatch(
      /^Many recordings are being prepared right now; try again in (a second|\d+ seconds)\.$/,
    );
    gate.calls[0]!.finish();
    await gate.started(2);
    gate.calls[1]!.finish();
    expect((await running).statusCode).toBe(201);
    const answers = await Promise.all(latecomers);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 503]);
  });

  it('refuses at once a recording whose expected wait is longer than any may wait', async () => {
    await start({ expectedJobMs: 40_000, maxWaitMs: 30_000 });
    const running = record(PARENT_UID, PARENT_SECONDS, 1);
    await gate.started(1);
    const refused = await record(OTHER_UID, OTHER_SECONDS, 1);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(40);
    gate.calls[0]!.finish();
    expect((await running).statusCode).toBe(201);
  });
});

describe('over real sockets', () => {
  it('answers a recording that waited too long with 503, before the idle socket limit could cut it', async () => {
    await start(
      { expectedJobMs: 10, maxWaitMs: 600 },
      {
        app: {
          connectionLimits: {
            idleTimeoutMs: 200,
            requestTimeoutMs: 5_000,
            headersTimeoutMs: 1_000,
          },
        },
      },
    );
    const url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const upload = (uid: string, seconds: number) =>
      fetch(`${url}/recordings/${storyId}/1/english`, {
        method: 'PUT',
        headers: { ...bearer(uid), 'content-type': 'audio/wav' },
        body: new Uint8Array(toneWav(seconds)),
      });
    const running = upload(PARENT_UID, PARENT_SECONDS);
    await gate.started(1);
    const waited = await upload(OTHER_UID, OTHER_SECONDS);
    expect(waited.status).toBe(503);
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await waited.json()) as { message: string }).message).toMatch(/try again in/);

    gate.calls[0]!.finish();
    expect((await running).status).toBe(201);
  });
});
