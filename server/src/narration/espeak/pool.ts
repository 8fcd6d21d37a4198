import { WorkerPool as ThreadPool } from '../../workers/workerPool';
import type {
  SynthesizeRequest,
  SynthesizeResult,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

type Task = Omit<SynthesizeRequest, 'type' | 'id'>;

export interface PoolOptions {
  /** Worker threads; each holds one eSpeak instance (about 100 MB). */
  size: number;
  /** Worker script. */
  url: URL;
  /** A job running longer than this is abandoned and its worker restarted. */
  timeoutMs: number;
}

/** eSpeak synthesis workers (./worker.mjs), one text at a time each. */
export class WorkerPool {
  private readonly threads: ThreadPool<WorkerRequest, WorkerResponse>;

  constructor(options: PoolOptions) {
    this.threads = new ThreadPool({ ...options, name: 'narration provider' });
  }

  /** Synthesizes in the next free worker. */
  async synthesize(task: Task): Promise<SynthesizeResult> {
    const message = await this.threads.run({ ...task, type: 'synthesize' });
    if (message.type !== 'result') throw new Error('narration worker answered out of turn');
    return message;
  }

  /** Starts every worker and loads eSpeak in each. */
  async warmup(): Promise<void> {
    await Promise.all(
      Array.from({ length: this.threads.size }, () => this.threads.run({ type: 'warmup' })),
    );
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
