import { Worker, type ResourceLimits } from 'node:worker_threads';

/** Every message to and from a pooled worker carries the number of the job it belongs to. */
export interface Numbered {
  id: number;
}

/** What a worker answers when its job threw: the job's promise is rejected with it. */
export interface WorkerErrorMessage extends Numbered {
  type: 'error';
  message: string;
}

/** A worker's answer to a warm-up request: it has loaded what its jobs need. */
export interface ReadyMessage extends Numbered {
  type: 'ready';
}

/** A request before the pool numbers it (kept distributive over a union of requests). */
export type Unnumbered<Request> = Request extends Numbered ? Omit<Request, 'id'> : never;

export interface WorkerPoolOptions {
  /** Worker threads, each running one job at a time. */
  size: number;
  /** Worker script. */
  url: URL;
  /** A job running longer than this is abandoned and its worker restarted. */
  timeoutMs: number;
  /** What the workers do, for error messages ("narration", "alignment"). */
  name: string;
  /** Heap limits of each worker: one that needs more is stopped and its job rejected. */
  resourceLimits?: ResourceLimits;
}

/** A job that ran longer than the pool's timeoutMs (its worker was stopped). */
export class WorkerTimeoutError extends Error {}

interface Job<Request, Response> {
  request: Request;
  resolve: (message: Response) => void;
  reject: (error: Error) => void;
}

interface Slot<Request, Response> {
  worker?: Worker;
  job?: Job<Request, Response>;
  timer?: NodeJS.Timeout;
}

/**
 * A fixed number of worker threads, started on first use, one job at a time each. A worker
 * that crashes or hangs is replaced on the next job. Idle workers do not keep the process
 * alive.
 */
export class WorkerPool<Request extends Numbered, Response extends Numbered & { type: string }> {
  private readonly slots: Slot<Request, Response>[];
  private readonly queue: Job<Request, Response>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, Math.floor(options.size)) }, () => ({}));
  }

  get size(): number {
    return this.slots.length;
  }

  /** Runs a job in the next free worker; a worker's error message rejects it. */
  run(request: Unnumbered<Request>): Promise<Exclude<Response, WorkerErrorMessage>> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise((resolve, reject) => {
      const numbered = { ...request, id: this.nextId++ } as unknown as Request;
      this.queue.push({
        request: numbered,
        resolve: resolve as (message: Response) => void,
        reject,
      });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(this.closedError());
    await Promise.all(
      this.slots.map(async (slot) => {
        const { worker, job } = slot;
        this.release(slot);
        slot.worker = undefined;
        job?.reject(this.closedError());
        if (worker) await worker.terminate();
      }),
    );
  }

  private closedError() {
    return new Error(`${this.options.name} closed`);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      const worker = slot.worker ?? this.spawn(slot);
      slot.job = job;
      worker.ref();
      slot.timer = setTimeout(() => {
        this.fail(
          slot,
          new WorkerTimeoutError(
            `${this.options.name} timed out after ${this.options.timeoutMs} ms`,
          ),
        );
      }, this.options.timeoutMs);
      worker.postMessage(job.request);
    }
  }

  private spawn(slot: Slot<Request, Response>): Worker {
    const worker = new Worker(this.options.url, { resourceLimits: this.options.resourceLimits });
    worker.unref();
    worker.on('message', (message: Response | WorkerErrorMessage) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || job.request.id !== message.id) return;
      this.release(slot);
      if (message.type === 'error') job.reject(new Error((message as WorkerErrorMessage).message));
      else job.resolve(message as Response);
      this.pump();
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) this.fail(slot, error);
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker && !this.closed) {
        this.fail(slot, new Error(`${this.options.name} worker exited with code ${code}`));
      }
    });
    slot.worker = worker;
    return worker;
  }

  /** Abandons the slot's worker (and its job) after a crash or a timeout. */
  private fail(slot: Slot<Request, Response>, error: Error): void {
    const { worker, job } = slot;
    this.release(slot);
    slot.worker = undefined;
    if (worker) void worker.terminate();
    job?.reject(error);
    if (!this.closed) this.pump();
  }

  private release(slot: Slot<Request, Response>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    slot.worker?.unref();
  }
}
