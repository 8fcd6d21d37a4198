import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import type { AppDeps } from '../src/app';
import { answerEveryRequest } from '../src/connectionLimits';
import { answerSignal } from '../src/domain/answerSignal';
import { createTestApp, fakeNarration, type TestContext } from './helpers';
import { postOnOwnConnection } from './support/ownConnection';

const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close();
});

/** A listening app whose narration engine takes `delayMs` per synthesis. */
async function listeningApp(
  delayMs: number,
  settings: Pick<AppDeps, 'connectionLimits' | 'narrationLimits'>,
) {
  const ctx = await createTestApp({
    narration: fakeNarration({ delayMs }),
    narrationLimits: settings.narrationLimits,
    app: { connectionLimits: settings.connectionLimits },
  });
  opened.push(ctx);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as { port: number };
  const [first] = (await ctx.app.inject({ url: '/KahaniJson/kahanis' })).json<{ _id: string }[]>();
  const narrate = (page_no: number, language: string) =>
    postOnOwnConnection(port, '/fetchAudioAndAlignment', {
      text: 'x',
      storyId: first!._id,
      page_no,
      language,
    });
  return { narrate };
}

describe('every request is answered', () => {
  it('30 concurrent narrations of different pages each get a status, none a closed socket', async () => {
    const { narrate } = await listeningApp(150, {
      connectionLimits: { idleTimeoutMs: 300, answerTimeoutMs: 3_000 },
      narrationLimits: { maxWaitMs: 1_000 },
    });
    const pages = Array.from({ length: 30 }, (_, index) => ({
      page_no: 1 + (index % 6),
      language: LANGUAGES[Math.floor(index / 6)]!,
    }));
    const outcomes = await Promise.all(pages.map((page) => narrate(page.page_no, page.language)));

    expect(outcomes.filter((outcome) => outcome.status === 'none')).toEqual([]);
    for (const outcome of outcomes) {
      expect([200, 429, 503]).toContain(outcome.status);
      if (outcome.status !== 200 && outcome.status !== 'none') {
        expect(outcome.retryAfter).toBeGreaterThanOrEqual(1);
      }
    }
    expect(outcomes.some((outcome) => outcome.status === 200)).toBe(true);
  });

  it('an answer slower than the idle time-out still arrives on the quiet socket', async () => {
    const { narrate } = await listeningApp(900, {
      connectionLimits: { idleTimeoutMs: 300, answerTimeoutMs: 5_000 },
    });
    expect(await narrate(1, 'hindi')).toMatchObject({ status: 200 });
  });

  it('an answer that cannot come within the answer time-out is 503 with Retry-After', async () => {
    const { narrate } = await listeningApp(2_500, {
      connectionLimits: { idleTimeoutMs: 5_000, answerTimeoutMs: 600 },
    });
    const started = Date.now();
    const outcome = await narrate(2, 'tamil');
    expect(outcome).toMatchObject({ status: 503 });
    expect((outcome as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('answerSignal', () => {
  /** A bare server whose one route waits `workMs`, then says whether its request was given up. */
  async function workingServer(workMs: number, answerTimeoutMs: number) {
    const app = Fastify();
    answerEveryRequest(app, { idleTimeoutMs: 5_000, answerTimeoutMs });
    const givenUp: boolean[] = [];
    app.post('/work', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, workMs));
      givenUp.push(answerSignal(request).aborted);
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    return { app, port, givenUp };
  }

  it('stays quiet for a request answered in time, and aborts once its 503 was sent', async () => {
    const quick = await workingServer(100, 2_000);
    const slow = await workingServer(900, 300);
    try {
      expect(await postOnOwnConnection(quick.port, '/work', {})).toMatchObject({ status: 200 });
      expect(await postOnOwnConnection(slow.port, '/work', {})).toMatchObject({ status: 503 });
      await expect.poll(() => slow.givenUp).toEqual([true]);
      expect(quick.givenUp).toEqual([false]);
    } finally {
      await Promise.all([quick.app.close(), slow.app.close()]);
    }
  });

  it('aborts when the client goes away before its answer', async () => {
    const server = await workingServer(600, 5_000);
    try {
      const leaving = new AbortController();
      const request = fetch(`http://127.0.0.1:${server.port}/work`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"page":1}',
        signal: leaving.signal,
      }).catch(() => 'left');
      setTimeout(() => leaving.abort(), 150);
      expect(await request).toBe('left');
      await expect.poll(() => server.givenUp, { timeout: 3_000 }).toEqual([true]);
    } finally {
      await server.app.close();
    }
  });
});
