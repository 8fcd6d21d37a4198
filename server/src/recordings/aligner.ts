// Word alignment of recorded narration: when each word of a page is spoken in a
// recording, so the reader can highlight a recorded voice word by word.
//
// echogarden's DTW alignment compares the recording with eSpeak reading the same text,
// offline, in worker threads (./alignWorker.mjs) so the API's event loop stays free.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LANGUAGE_TAGS } from '../../../contract/languageNames';
import type { Language } from '../../../contract/languages';
import type { AlignRequest, AlignTuning, WorkerRequest, WorkerResponse } from './alignerProtocol';
import { placeWords, splitWords } from './alignerWords';

export interface AlignedWord {
  text: string;
  /** UTF-16 position of the word in the text exactly as given. */
  offset: number;
  length: number;
  startSeconds: number;
  endSeconds: number;
}

/** The recording could not be aligned with the text; `words` are the words not placed. */
export class AlignmentFailed extends Error {
  override readonly name = 'AlignmentFailed';
  constructor(
    message: string,
    readonly words: string[],
  ) {
    super(message);
  }
}

export interface AlignInput {
  /** Mono PCM, full scale 1. */
  samples: Float32Array;
  sampleRate: number;
  text: string;
  language: Language;
}

export interface Aligner {
  /** Every word of the text, in text order, with the time it is spoken. */
  align(input: AlignInput): Promise<AlignedWord[]>;
  /** Ends the workers; pending alignments fail. */
  close(): Promise<void>;
}

export interface AlignerOptions {
  /** Worker threads (default 1), each aligning one recording at a time. */
  workers?: number;
  /** An alignment running longer fails and its worker is restarted (default 120 s). */
  timeoutMs?: number;
  /** Other alignment settings, for the benchmark; the defaults are its best. */
  tuning?: Partial<AlignTuning>;
}

/**
 * Measured with `npm run bench:alignment` against Festival's voices (10 pages a language):
 * 5 ms DTW frames ('x-high'), long pauses shortened, word starts moved out of silence and a
 * second alignment sentence by sentence bring the 95th percentile of Hindi from about 240
 * to 135 ms and of Marathi from 160 to 103 ms; the method places words about 12 ms late on
 * average, which the shift takes off. A reference at the speaker's pace (matchRate) and a
 * coarse-then-fine pass made no gain.
 */
export const DEFAULT_TUNING: Readonly<AlignTuning> = {
  granularities: ['x-high'],
  windowSeconds: [60],
  crop: true,
  matchRate: false,
  bySentence: true,
  separateJoinedWords: true,
  longestPauseSeconds: 0.2,
  snapMinSilenceSeconds: 0.05,
  snapLeadSeconds: 0.03,
  shiftSeconds: -0.012,
};

/** echogarden language per product language (it picks the matching eSpeak voice). */
export const ALIGNER_LANGUAGES: Readonly<Record<Language, string>> = {
  ...LANGUAGE_TAGS,
  // American English, as the narration's eSpeak voice (en-us).
  english: 'en-US',
};

/** Less speech than this in a whole recording is refused as silence, seconds. */
const MIN_SPEECH_SECONDS = 0.3;
/** Speech in less than this share of the recording is refused as mostly silence. */
const MIN_SPEECH_SHARE = 0.15;

export function createAligner(options: AlignerOptions = {}): Aligner {
  const size = Math.max(1, Math.floor(Math.min(options.workers ?? 1, availableParallelism())));
  const pool = new AlignWorkerPool(size, options.timeoutMs ?? 120_000);
  const tuning: AlignTuning = { ...DEFAULT_TUNING, ...options.tuning };

  return {
    async align({ samples, sampleRate, text, language }) {
      const code = (ALIGNER_LANGUAGES as Partial<Record<string, string>>)[language];
      if (!code) throw new Error(`no alignment for language "${language}"`);
      if (!(sampleRate > 0) || samples.length === 0) {
        throw new AlignmentFailed('the recording is empty', []);
      }
      const words = splitWords(text);
      if (words.length === 0) throw new AlignmentFailed('the text has no words', []);
      const answer = await pool.run({
        type: 'align',
        samples,
        sampleRate,
        text,
        language: code,
        minSpeechSeconds: MIN_SPEECH_SECONDS,
        minSpeechShare: MIN_SPEECH_SHARE,
        tuning,
      });
      if (answer.type === 'refused') throw new AlignmentFailed(answer.message, []);
      if (answer.type === 'failed') {
        const names = answer.words.length > 0 ? answer.words : words.map((word) => word.text);
        throw new AlignmentFailed(`these words could not be placed: ${names.join(', ')}`, names);
      }
      if (answer.type !== 'aligned') throw new Error('alignment worker answered out of turn');
      const placement = placeWords(words, answer.spans);
      if (!placement.ok) {
        const names = placement.unplaced.map((word) => word.text);
        throw new AlignmentFailed(`these words could not be placed: ${names.join(', ')}`, names);
      }
      return placement.words.map(({ text: word, offset, length, startSeconds, endSeconds }) => ({
        text: word,
        offset,
        length,
        startSeconds,
        endSeconds,
      }));
    },
    close: () => pool.close(),
  };
}

/** A request before the pool numbers it. */
type Request = Omit<AlignRequest, 'id'>;

interface Job {
  request: WorkerRequest;
  resolve: (message: WorkerResponse) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker?: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * A fixed number of alignment workers, started on first use, one job at a time each. A
 * worker that crashes or hangs is replaced on the next job; idle workers do not keep the
 * process alive.
 */
class AlignWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.slots = Array.from({ length: size }, () => ({}));
  }

  run(request: Request): Promise<WorkerResponse> {
    if (this.closed) return Promise.reject(new Error('aligner closed'));
    return new Promise((resolve, reject) => {
      const numbered: WorkerRequest = { ...request, id: this.nextId++ };
      this.queue.push({ request: numbered, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('aligner closed'));
    await Promise.all(
      this.slots.map(async (slot) => {
        const { worker, job } = slot;
        this.release(slot);
        slot.worker = undefined;
        job?.reject(new Error('aligner closed'));
        if (worker) await worker.terminate();
      }),
    );
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
        this.fail(slot, new Error(`alignment timed out after ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      worker.postMessage(job.request);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(new URL('./alignWorker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: WorkerResponse) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || job.request.id !== message.id) return;
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
        this.fail(slot, new Error(`alignment worker exited with code ${code}`));
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

export type { AlignTuning };
