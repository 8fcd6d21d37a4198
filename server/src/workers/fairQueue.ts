/** A job refused for now; the caller may try again after `retryAfterSeconds`. */
export class QueueRefusal extends Error {
  constructor(
    /** 429: the user already has as many jobs as one may; 503: the queue as a whole is full. */
    readonly statusCode: 429 | 503,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'QueueRefusal';
  }
}

export interface FairQueueOptions {
  /** Jobs run at once: the workers behind the queue, so none ever waits out of turn there. */
  concurrency: number;
  /** Jobs one user may have running and waiting together. */
  perUser: number;
  /**
   * Jobs one user may have running at once, below `concurrency` so that a worker is left for
   * whoever comes next (default: all workers but one, at least one).
   */
  perUserRunning?: number;
  /** Jobs allowed to wait, all users together. */
  limit: number;
  /** Longest a job may wait for its turn: a longer expected wait is refused at once. */
  maxWaitMs: number;
  /** Expected length of a job before any has finished. */
  initialJobMs: number;
}

/** Why a job was refused, with the wait the caller is told to allow for. */
export interface Refusal {
  reason: 'user-limit' | 'queue-full' | 'wait-too-long' | 'waited-too-long';
  retryAfterSeconds: number;
}

interface Waiting {
  start: () => void;
  drop: (error: Error) => void;
}

interface UserJobs {
  running: number;
  waiting: Waiting[];
  /** When the user's last job started (a turn number); 0 before their first. */
  lastTurn: number;
}

/**
 * Jobs of many users for a few workers, served in turn: the next free worker goes to the
 * waiting user with the fewest jobs running, and among those to the one served longest ago,
 * so one user's burst cannot hold up everyone else. Bounded per user and in all, and no job
 * waits longer than `maxWaitMs`: every caller hears back in time, with a Retry-After when
 * refused.
 */
export class FairQueue {
  private readonly users = new Map<string, UserJobs>();
  private readonly perUserRunning: number;
  private runningJobs = 0;
  private waitingJobs = 0;
  private turns = 0;
  private averageJobMs: number;

  constructor(
    private readonly options: FairQueueOptions,
    /** The sentence a refused caller reads. */
    private readonly explain: (refusal: Refusal) => string,
  ) {
    this.averageJobMs = options.initialJobMs;
    this.perUserRunning = Math.max(1, options.perUserRunning ?? options.concurrency - 1);
  }

  get size(): { running: number; waiting: number } {
    return { running: this.runningJobs, waiting: this.waitingJobs };
  }

  /**
   * Runs `job` for `user` when their turn comes. A job still waiting when `signal` aborts
   * (its caller went away) leaves the queue unrun.
   */
  run<T>(user: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const jobs = this.jobsOf(user);
    if (jobs.running + jobs.waiting.length >= this.options.perUser) {
      return this.refuse(user, 429, 'user-limit', this.roomForUserMs(user, jobs));
    }
    if (this.runningJobs < this.options.concurrency && jobs.running < this.perUserRunning) {
      return this.execute(user, jobs, job);
    }
    const expected = this.expectedWaitMs(user, jobs.waiting.length);
    if (this.waitingJobs >= this.options.limit) {
      return this.refuse(user, 503, 'queue-full', expected);
    }
    if (expected > this.options.maxWaitMs) {
      return this.refuse(user, 503, 'wait-too-long', expected);
    }
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        clearTimeout(deadline);
        signal?.removeEventListener('abort', abandoned);
        jobs.waiting.splice(jobs.waiting.indexOf(entry), 1);
        this.waitingJobs -= 1;
      };
      const entry: Waiting = {
        start: () => {
          leave();
          this.execute(user, jobs, job).then(resolve, reject);
        },
        drop: (error) => {
          leave();
          this.forgetIfIdle(user, jobs);
          reject(error);
        },
      };
      const deadline = setTimeout(() => {
        const waitMs = this.expectedWaitMs(user, jobs.waiting.indexOf(entry));
        entry.drop(this.refusal(503, 'waited-too-long', waitMs));
      }, this.options.maxWaitMs);
      const abandoned = () => entry.drop(signal?.reason ?? new Error('abandoned'));
      signal?.addEventListener('abort', abandoned, { once: true });
      jobs.waiting.push(entry);
      this.waitingJobs += 1;
    });
  }

  private jobsOf(user: string): UserJobs {
    let jobs = this.users.get(user);
    if (!jobs) {
      jobs = { running: 0, waiting: [], lastTurn: 0 };
      this.users.set(user, jobs);
    }
    return jobs;
  }

  private forgetIfIdle(user: string, jobs: UserJobs): void {
    // Only while nothing of theirs is queued: a user who comes back later starts a fresh turn
    // order, which is fair, since they waited for nothing meanwhile.
    if (jobs.running === 0 && jobs.waiting.length === 0) this.users.delete(user);
  }

  private async execute<T>(user: string, jobs: UserJobs, job: () => Promise<T>): Promise<T> {
    this.runningJobs += 1;
    jobs.running += 1;
    this.turns += 1;
    jobs.lastTurn = this.turns;
    const started = performance.now();
    try {
      return await job();
    } finally {
      // A moving average follows the workers' current speed without storing history.
      this.averageJobMs = this.averageJobMs * 0.8 + (performance.now() - started) * 0.2;
      this.runningJobs -= 1;
      jobs.running -= 1;
      this.forgetIfIdle(user, jobs);
      this.startWaiting();
    }
  }

  /** Gives every free worker to a waiting job whose turn it is, while any may start. */
  private startWaiting(): void {
    while (this.runningJobs < this.options.concurrency) {
      const next = this.next();
      if (!next) return;
      next.start();
    }
  }

  /**
   * The waiting job whose turn it is: of the users who may start another, the one with the
   * fewest jobs running, then the one served longest ago.
   */
  private next(): Waiting | undefined {
    let chosen: UserJobs | undefined;
    for (const jobs of this.users.values()) {
      if (jobs.waiting.length === 0 || jobs.running >= this.perUserRunning) continue;
      if (
        !chosen ||
        jobs.running < chosen.running ||
        (jobs.running === chosen.running && jobs.lastTurn < chosen.lastTurn)
      ) {
        chosen = jobs;
      }
    }
    return chosen?.waiting[0];
  }

  /**
   * How long a job of this user with `waitingBefore` of their own jobs ahead of it would
   * wait: served in turn, every other waiting user gets up to one turn more than that first.
   */
  private expectedWaitMs(user: string, waitingBefore: number): number {
    let ahead = waitingBefore;
    for (const [other, theirs] of this.users) {
      if (other !== user) ahead += Math.min(theirs.waiting.length, waitingBefore + 1);
    }
    return (Math.floor(ahead / this.options.concurrency) + 1) * this.averageJobMs;
  }

  /** How long until one of the user's jobs has finished, making room for another. */
  private roomForUserMs(user: string, jobs: UserJobs): number {
    if (jobs.running > 0) return this.averageJobMs;
    return this.expectedWaitMs(user, 0) + this.averageJobMs;
  }

  private refusal(statusCode: 429 | 503, reason: Refusal['reason'], waitMs: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new QueueRefusal(
      statusCode,
      retryAfterSeconds,
      this.explain({ reason, retryAfterSeconds }),
    );
  }

  private refuse(
    user: string,
    statusCode: 429 | 503,
    reason: Refusal['reason'],
    waitMs: number,
  ): Promise<never> {
    this.forgetIfIdle(user, this.jobsOf(user));
    return Promise.reject(this.refusal(statusCode, reason, waitMs));
  }
}
