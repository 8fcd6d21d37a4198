import { afterEach, describe, expect, it, vi } from 'vitest';
import { FairQueue, QueueRefusal, type FairQueueOptions } from '../src/workers/fairQueue';

/** Jobs that finish when the test says, named by who sent them. */
function jobs() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  return {
    started,
    job: (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finishers.set(name, () => resolve(name));
      }),
    finish(name: string) {
      finishers.get(name)!();
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

const queueWith = (options: Partial<FairQueueOptions> = {}) =>
  new FairQueue(
    { concurrency: 1, perUser: 10, limit: 100, maxWaitMs: 60_000, initialJobMs: 100, ...options },
    ({ reason, retryAfterSeconds }) => `${reason}, again in ${retryAfterSeconds}`,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('FairQueue', () => {
  it('gives the next free worker to the user served longest ago, not the first to ask', async () => {
    const queue = queueWith({ concurrency: 2, perUserRunning: 2 });
    const { started, job, finish } = jobs();
    const runs = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => queue.run('a', job(name))),
      ...['b1', 'b2'].map((name) => queue.run('b', job(name))),
      queue.run('c', job('c1')),
    ];
    expect(started).toEqual(['a1', 'a2']);
    // Each finish frees one worker: b and c, who have none running, come before a's third.
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4', 'a5']) {
      finish(name);
      await settle();
    }
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4', 'a5']);
    await Promise.all(runs);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps a worker free for whoever comes next, even while one user has more waiting', async () => {
    const queue = queueWith({ concurrency: 3 });
    const { started, job, finish } = jobs();
    const a = ['a1', 'a2', 'a3'].map((name) => queue.run('a', job(name)));
    expect(started).toEqual(['a1', 'a2']);
    const b = queue.run('b', job('b1'));
    expect(started).toEqual(['a1', 'a2', 'b1']);
    finish('a1');
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const name of ['a2', 'a3', 'b1']) finish(name);
    await Promise.all([...a, b]);
  });

  it('refuses a user past their limit with 429, and the queue past its bound with 503', async () => {
    const queue = queueWith({ perUser: 2, limit: 2 });
    const { job, finish } = jobs();
    const a = [queue.run('a', job('a1')), queue.run('a', job('a2'))];
    const refusal = await queue.run('a', job('a3')).catch((error: QueueRefusal) => error);
    expect(refusal).toBeInstanceOf(QueueRefusal);
    expect(refusal).toMatchObject({ statusCode: 429, message: 'user-limit, again in 1' });
    const b = queue.run('b', job('b1'));
    const full = await queue.run('c', job('c1')).catch((error: QueueRefusal) => error);
    expect(full).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    for (const name of ['a1', 'b1', 'a2']) {
      finish(name);
      await settle();
    }
    await Promise.all([...a, b]);
  });

  it('refuses at once a wait longer than the limit, and drops a job that waited that long', async () => {
    vi.useFakeTimers();
    const queue = queueWith({ maxWaitMs: 1_000, initialJobMs: 600 });
    const { started, job, finish } = jobs();
    const running = queue.run('a', job('a1'));
    const waiting = queue.run('b', job('b1')).catch((error: QueueRefusal) => error);
    // Two waiting jobs ahead would make 1.2 s: too long.
    const tooLong = await queue.run('c', job('c1')).catch((error: QueueRefusal) => error);
    expect(tooLong).toMatchObject({ statusCode: 503, message: 'wait-too-long, again in 2' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toMatchObject({
      statusCode: 503,
      message: 'waited-too-long, again in 1',
    });
    finish('a1');
    await running;
    expect(started).toEqual(['a1']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a waiting job go unrun when its caller gives up', async () => {
    const queue = queueWith();
    const { started, job, finish } = jobs();
    const running = queue.run('a', job('a1'));
    const gaveUp = new AbortController();
    const abandoned = queue.run('b', job('b1'), gaveUp.signal).catch((error: Error) => error);
    gaveUp.abort(new Error('the caller went away'));
    expect(await abandoned).toMatchObject({ message: 'the caller went away' });
    finish('a1');
    await running;
    expect(started).toEqual(['a1']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
