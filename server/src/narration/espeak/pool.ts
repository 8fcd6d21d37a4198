import { Worker } from 'node:worker_threads';
import type {
  SynthesizeRequest,
  SynthesizeResult,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

type Task = Omit<SynthesizeRequest, 'type' | 'id'>;

interface Job {
  id: number;
  request: WorkerRequest;
  resolve: (message: WorkerResponse) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker?: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export interface PoolOptions {
  /** Worker threads; each holds one eSpeak instance (about 100 MB). */
  size: number;
  /** Worker script. */
  url: URL;
  /** A job running longer than this is abandoned and its worker restarted. */
  timeoutMs: number;
}

/**
 * A fixed number of synthesis workers, started on first use, one job at a time each.
 * A worker that crashes or hangs is replaced on the next job. Idle workers do not keep
 * the process alive.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, Math.floor(options.size)) }, () => ({}));
  }

  /** Synthesizes in the next free worker. */
  async synthesize(task: Task): Promise<SynthesizeResult> {
    const id = this.nextId++;
    const message = await this.submit({ ...task, type: 'synthesize', id });
    if (message.type !== 'result') throw new Error('narration worker answered out of turn');
    return message;
  }

  /** Starts every worker and loads eSpeak in each. */
  async warmup(): Promise<void> {
    await Promise.all(this.slots.map(() => this.submit({ type: 'warmup', id: this.nextId++ })));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('narration provider closed'));
    await Promise.all(
      this.slots.map(async (slot) => {
        const { worker, job } = slot;
        this.release(slot);
        slot.worker = undefined;
        job?.reject(new Error('narration provider closed'));
        if (worker) await worker.terminate();
      }),
    );
  }

  private submit(request: WorkerRequest): Promise<WorkerResponse> {
    if (this.closed) return Promise.reject(new Error('narration provider closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: request.id, request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift() as Job;
      const worker = slot.worker ?? this.spawn(slot);
      slot.job = job;
      worker.ref();
      slot.timer = setTimeout(() => {
        this.fail(slot, new Error(`narration timed out after ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      worker.postMessage(job.request);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(this.options.url);
    worker.unref();
    worker.on('message', (message: WorkerResponse) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || job.id !== message.id) return;
      this.release(slot);
      if (message.type === 'error') job.reject(new Error(message.message));
      else job.resolve(message);
      this.pump();
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) this.fail(slot, error);
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker && !this.closed) {
        this.fail(slot, new Error(`narration worker exited with code ${code}`));
      }
    });
    slot.worker = worker;
    return worker;
  }

  /** Abandons the slot's worker (and its job) after a crash or a timeout. */
  private fail(slot: Slot, error: Error): void {
    const { worker, job } = slot;
    this.release(slot);
    slot.worker = undefined;
    if (worker) void worker.terminate();
    job?.reject(error);
    if (!this.closed) this.pump();
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    slot.worker?.unref();
  }
}
