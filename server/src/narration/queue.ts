/**
 * Thrown when the queue is full, a waiting job made room for a more urgent one, or a job
 * would wait (or has waited) longer than the queue's bound.
 */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the synthesis queue is full');
    this.name = 'QueueFullError';
  }
}

interface Waiting {
  priority: number;
  start: () => void;
  refuse: () => void;
}

export interface SynthesisQueueOptions {
  /** Jobs run at once; more would only wait inside the engine, out of priority order. */
  concurrency: number;
  /** Jobs allowed to wait; past it a job is refused (or displaces a less urgent one). */
  limit: number;
  /**
   * Longest a job may wait to start: one expected to wait longer is refused at once, and one
   * still waiting when it runs out is refused then, so its caller can be answered in time.
   */
  maxWaitMs?: number;
  /** Expected length of one job before any has finished, for Retry-After and the wait bound. */
  initialJobMs?: number;
}

/**
 * Syntheses waiting for the engine, most urgent first (lower priority numbers first), then
 * in arrival order. Bounded, so a burst is refused at once instead of making every later
 * caller wait behind it.
 */
export class SynthesisQueue {
  private readonly waiting: Waiting[] = [];
  private runningJobs = 0;
  private averageJobMs: number;

  constructor(private readonly options: SynthesisQueueOptions) {
    this.averageJobMs = options.initialJobMs ?? 1_000;
  }

  get size(): { running: number; waiting: number } {
    return { running: this.runningJobs, waiting: this.waiting.length };
  }

  run<T>(priority: number, job: () => Promise<T>): Promise<T> {
    if (this.runningJobs < this.options.concurrency) return this.execute(job);
    const { maxWaitMs } = this.options;
    const tooLong = maxWaitMs !== undefined && this.expectedWaitMs(priority) > maxWaitMs;
    if (tooLong || (this.waiting.length >= this.options.limit && !this.madeRoomFor(priority))) {
      return Promise.reject(new QueueFullError(this.retryAfterSeconds()));
    }
    return new Promise<T>((resolve, reject) => {
      const timer =
        maxWaitMs === undefined ? undefined : setTimeout(() => entry.refuse(), maxWaitMs);
      const entry: Waiting = {
        priority,
        start: () => {
          clearTimeout(timer);
          this.execute(job).then(resolve, reject);
        },
        refuse: () => {
          clearTimeout(timer);
          const at = this.waiting.indexOf(entry);
          if (at !== -1) this.waiting.splice(at, 1);
          reject(new QueueFullError(this.retryAfterSeconds()));
        },
      };
      const after = this.waiting.findIndex((other) => other.priority > priority);
      this.waiting.splice(after === -1 ? this.waiting.length : after, 0, entry);
    });
  }

  /** Seconds until a job queued now would likely have started. */
  retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.runningJobs;
    return Math.max(1, Math.ceil((ahead * this.averageJobMs) / this.options.concurrency / 1000));
  }

  /** How long a job of `priority` queued now would likely wait: it starts after those ahead. */
  private expectedWaitMs(priority: number): number {
    const ahead = this.waiting.filter((other) => other.priority <= priority).length;
    return ((ahead + this.runningJobs) * this.averageJobMs) / this.options.concurrency;
  }

  /** Refuses the newest of the least urgent waiting jobs, if it is less urgent than `priority`. */
  private madeRoomFor(priority: number): boolean {
    const last = this.waiting.at(-1);
    if (!last || last.priority <= priority) return false;
    last.refuse();
    return true;
  }

  private async execute<T>(job: () => Promise<T>): Promise<T> {
    this.runningJobs += 1;
    const started = performance.now();
    try {
      return await job();
    } finally {
      // A moving average follows the engine's current speed without storing history.
      this.averageJobMs = this.averageJobMs * 0.8 + (performance.now() - started) * 0.2;
      this.runningJobs -= 1;
      this.waiting.shift()?.start();
    }
  }
}
