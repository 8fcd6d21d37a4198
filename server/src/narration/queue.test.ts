import { describe, expect, it } from 'vitest';
import { QueueFullError, SynthesisQueue } from './queue';

/** A job that runs until `finish()`; `order` records when each job started. */
function jobs() {
  const order: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () => {
    order.push(name);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { order, job, finish };
}

describe('SynthesisQueue', () => {
  it('starts urgent jobs before routine ones, each kind in arrival order', async () => {
    const queue = new SynthesisQueue({ concurrency: 1, limit: 10 });
    const { order, job, finish } = jobs();
    const done = [
      queue.run(1, job('running')),
      queue.run(1, job('routine 1')),
      queue.run(0, job('urgent 1')),
      queue.run(1, job('routine 2')),
      queue.run(0, job('urgent 2')),
    ];
    for (const name of ['running', 'urgent 1', 'urgent 2', 'routine 1', 'routine 2']) {
      await finish(name);
    }
    await Promise.all(done);
    expect(order).toEqual(['running', 'urgent 1', 'urgent 2', 'routine 1', 'routine 2']);
  });

  it('refuses a job past the limit, unless it displaces a less urgent one', async () => {
    const queue = new SynthesisQueue({ concurrency: 1, limit: 2, initialJobMs: 2_000 });
    const { order, job, finish } = jobs();
    const running = queue.run(1, job('running'));
    const first = queue.run(1, job('routine 1'));
    const second = queue.run(1, job('routine 2'));

    const refused = queue.run(1, job('routine 3'));
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 6 });

    const urgent = queue.run(0, job('urgent'));
    await expect(second).rejects.toBeInstanceOf(QueueFullError);
    for (const name of ['running', 'urgent', 'routine 1']) await finish(name);
    await expect(Promise.all([running, urgent, first])).resolves.toEqual([
      'running',
      'urgent',
      'routine 1',
    ]);
    expect(order).toEqual(['running', 'urgent', 'routine 1']);
  });

  it('refuses at once a job expected to wait past the bound', async () => {
    const queue = new SynthesisQueue({
      concurrency: 1,
      limit: 10,
      maxWaitMs: 2_500,
      initialJobMs: 1_000,
    });
    const { job, finish } = jobs();
    const admitted = ['running', 'waits 1 s', 'waits 2 s'].map((name) => queue.run(1, job(name)));
    const refused = queue.run(1, job('would wait 3 s'));
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 3 });
    for (const name of ['running', 'waits 1 s', 'waits 2 s']) await finish(name);
    await expect(Promise.all(admitted)).resolves.toHaveLength(3);
  });

  it('refuses a waiting job when its bound runs out, and runs the next one', async () => {
    const queue = new SynthesisQueue({ concurrency: 1, limit: 10, maxWaitMs: 50, initialJobMs: 1 });
    const { order, job, finish } = jobs();
    const running = queue.run(1, job('running'));
    const waiting = queue.run(1, job('waiting'));
    await expect(waiting).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    const next = queue.run(1, job('next'));
    await finish('running');
    await finish('next');
    await expect(Promise.all([running, next])).resolves.toEqual(['running', 'next']);
    expect(order).toEqual(['running', 'next']);
  });

  it('runs as many jobs at once as it is allowed', async () => {
    const queue = new SynthesisQueue({ concurrency: 2, limit: 5 });
    const { order, job, finish } = jobs();
    const all = ['a', 'b', 'c'].map((name) => queue.run(1, job(name)));
    expect(order).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    for (const name of ['a', 'b', 'c']) await finish(name);
    await Promise.all(all);
  });
});
