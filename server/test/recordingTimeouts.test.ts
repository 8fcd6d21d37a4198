import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../src/db/schema';
import type { Aligner } from '../src/recordings/aligner';
import {
  PARENT_UID,
  bearer,
  createTestApp,
  quickAligner,
  toneWav,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let storyId: string;

// Aligning a long recording on a busy server takes longer than a socket may stay silent.
const ALIGNING_MS = 1_500;

beforeAll(async () => {
  const quick = quickAligner();
  const slowAligner: Aligner = {
    async align(input) {
      await new Promise((resolve) => setTimeout(resolve, ALIGNING_MS));
      return quick.align(input);
    },
    close: () => quick.close(),
  };
  ctx = await createTestApp({
    app: {
      aligner: slowAligner,
      connectionLimits: { idleTimeoutMs: 400, requestTimeoutMs: 5_000, headersTimeoutMs: 400 },
    },
  });
  const [story] = await ctx.database.db
    .select()
    .from(stories)
    .where(eq(stories.status, 'published'))
    .limit(1);
  storyId = story!.id;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('saving a recording over a real connection', () => {
  it('keeps the connection open while the recording is aligned, past the idle limit', async () => {
    const { port } = ctx.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/recordings/${storyId}/1/english`, {
      method: 'PUT',
      headers: { ...bearer(PARENT_UID), 'content-type': 'audio/wav' },
      body: new Uint8Array(toneWav(2)),
    });
    expect(response.status).toBe(201);
  });
});
