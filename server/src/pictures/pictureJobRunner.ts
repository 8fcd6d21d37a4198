import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open';
import {
  claimPictureJob,
  claimablePictureJobs,
  deleteOldPictureJobs,
  finishPictureJob,
  nextUncheckedFile,
  recordCheckedFile,
  releasePictureJob,
  renewPictureJobLeases,
} from './pictureJobs';
import { preparePicture, type PreparedOutcome, type SvgSanitizer } from './preparePicture';

export interface PictureJobTimings {
  /** How long a job stays held without a sign of life from its process. */
  leaseMs: number;
  /** How often leases are renewed and jobs nobody holds are looked for. */
  sweepMs: number;
  /** How long a finished job is kept for its owner to read. */
  keepFinishedMs: number;
}

export const DEFAULT_PICTURE_JOB_TIMINGS: PictureJobTimings = {
  leaseMs: 30_000,
  sweepMs: 5_000,
  keepFinishedMs: 60 * 60_000,
};

/** Old jobs are looked for at most this often (and at every new upload). */
const CLEAN_UP_EVERY_MS = 60_000;
/** Jobs one sweep takes on at most; the next sweep takes more. */
const CLAIMS_PER_SWEEP = 5;

/** What a file in hand becomes when the process stops before it was checked. */
const STOPPING: PreparedOutcome = {
  ok: false,
  reason: 'was not processed: the server is stopping',
};

/**
 * Checks the uploads of this API process in the background: the one just received at once,
 * and on a timer any job no process holds. Jobs run side by side, one file each at a time,
 * so the sanitiser's queue (and sharp's) serves two administrators' uploads in turn.
 */
export class PictureJobRunner {
  /** This process, as it signs its leases. */
  private readonly runner = randomUUID();
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private lastCleanUp = 0;
  private readonly stopped: Promise<PreparedOutcome>;
  private announceStop: () => void = () => {};

  constructor(
    private readonly db: Database,
    /** The SVG sanitiser; by default the one every caller of preparePicture shares. */
    private readonly sanitizer: SvgSanitizer | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly timings: PictureJobTimings = DEFAULT_PICTURE_JOB_TIMINGS,
  ) {
    this.stopped = new Promise((resolve) => {
      this.announceStop = () => resolve(STOPPING);
    });
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.timings.sweepMs);
    this.timer.unref();
  }

  /** Starts checking a job this process just stored. */
  submit(jobId: string): void {
    void this.take(jobId);
  }

  /** Stops taking work; the jobs under way are left for another process (or the next start). */
  stop(): void {
    this.stopping = true;
    this.announceStop();
    clearInterval(this.timer);
  }

  /** Resolves once every job under way has let go; call after stop(). */
  async drained(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Forgets old jobs now and then; every new upload calls it too. */
  async cleanUp(): Promise<void> {
    this.lastCleanUp = Date.now();
    await deleteOldPictureJobs(this.db, this.timings.keepFinishedMs);
  }

  private async sweep(): Promise<void> {
    if (this.stopping) return;
    try {
      await renewPictureJobLeases(
        this.db,
        this.runner,
        [...this.running.keys()],
        this.timings.leaseMs,
      );
      for (const jobId of await claimablePictureJobs(this.db, CLAIMS_PER_SWEEP)) {
        void this.take(jobId);
      }
      if (Date.now() - this.lastCleanUp >= CLEAN_UP_EVERY_MS) await this.cleanUp();
    } catch (error) {
      this.log.warn({ err: error }, 'picture jobs: sweep failed');
    }
  }

  private async take(jobId: string): Promise<void> {
    if (this.stopping || this.running.has(jobId)) return;
    const work = (async () => {
      const claimed = await claimPictureJob(this.db, jobId, this.runner, this.timings.leaseMs);
      if (claimed) await this.check(jobId, claimed.owner);
    })()
      .catch((error: unknown) => {
        // The lease runs out and a sweep (here or elsewhere) tries again.
        this.log.error({ err: error, jobId }, 'picture jobs: checking failed');
      })
      .finally(() => this.running.delete(jobId));
    this.running.set(jobId, work);
    await work;
  }

  /** Checks the job's files one after the other, recording each as it is done. */
  private async check(jobId: string, owner: string): Promise<void> {
    for (;;) {
      if (this.stopping) return this.letGo(jobId);
      const file = await nextUncheckedFile(this.db, jobId);
      if (!file) return finishPictureJob(this.db, jobId, this.runner);
      // A file in hand is not waited for when the process stops: the job is let go at once.
      const outcome = await Promise.race([
        preparePicture(file.fileName, file.input, this.sanitizer),
        this.stopped,
      ]);
      // A refusal because the process is stopping says nothing about the file.
      if (this.stopping) return this.letGo(jobId);
      const recorded = await recordCheckedFile(this.db, {
        jobId,
        owner,
        runner: this.runner,
        leaseMs: this.timings.leaseMs,
        position: file.position,
        fileName: file.fileName,
        outcome,
      });
      if (!recorded) return; // another process holds the job now
    }
  }

  private async letGo(jobId: string): Promise<void> {
    await releasePictureJob(this.db, jobId, this.runner);
  }
}
