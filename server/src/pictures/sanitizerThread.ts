import { Worker } from 'node:worker_threads';
import type { SanitizedSvg } from './sanitizeSvg';

export interface SanitizeJob {
  id: number;
  bytes: Uint8Array;
}
export interface SanitizeAnswer {
  id: number;
  outcome: SanitizedSvg;
}

const STOPPING: SanitizedSvg = { ok: false, reason: 'was not processed: the server is stopping' };

interface Pending {
  job: SanitizeJob;
  resolve(outcome: SanitizedSvg): void;
}

/**
 * One worker thread that sanitises pictures one at a time, started with the first upload.
 * A picture that takes longer than the time limit is refused and the worker replaced, so a
 * crafted file cannot hold the thread. An idle worker does not keep the process alive, and
 * stops after a while.
 */
export class SanitizerThread {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: (Pending & { timer: NodeJS.Timeout }) | null = null;
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly timeLimitMs = 20_000,
    /** jsdom keeps about 120 MB; an idle worker gives it back after this long. */
    private readonly idleMs = 120_000,
  ) {}

  sanitize(bytes: Uint8Array): Promise<SanitizedSvg> {
    if (this.closed) return Promise.resolve(STOPPING);
    return new Promise((resolve) => {
      this.queue.push({ job: { id: this.nextId++, bytes }, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve(STOPPING);
    this.finish(STOPPING);
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.closed || this.running || this.queue.length === 0) return;
    clearTimeout(this.idleTimer);
    const next = this.queue.shift()!;
    const worker = this.worker ?? this.spawn();
    const timer = setTimeout(() => {
      this.replaceWorker();
      this.finish({
        ok: false,
        reason: `took longer than ${this.timeLimitMs / 1000} s to check and was refused`,
      });
    }, this.timeLimitMs);
    this.running = { ...next, timer };
    worker.ref();
    worker.postMessage(next.job);
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./sanitizeWorkerEntry.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: SanitizeAnswer) => {
      if (this.running?.job.id === answer.id) this.finish(answer.outcome);
    });
    const lost = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish({ ok: false, reason: `could not be checked (${why})` });
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`the checker stopped with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private replaceWorker(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private finish(outcome: SanitizedSvg): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = null;
    this.worker?.unref();
    running.resolve(outcome);
    this.pump();
    if (!this.running && !this.closed)
      this.idleTimer = setTimeout(() => this.replaceWorker(), this.idleMs).unref();
  }
}
