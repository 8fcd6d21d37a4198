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
