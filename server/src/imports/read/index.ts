import { availableParallelism } from 'node:os';
import { WorkerPool, WorkerTimeoutError, type WorkerErrorMessage } from '../../workers/workerPool';
import type { ReadOutcome, UploadedFile } from '../book';
import { looksLikeZip } from './archive';
import { kindOf } from './upload';

/**
 * Reading uploaded books happens in worker threads, off the API's event loop: unpacking
 * an archive and parsing its documents takes a while for a large book, and a crafted one
 * must not be able to stall or exhaust the server. Each worker's heap is limited, and a
 * read that runs past the time limit is stopped and its files refused.
 *
 * Each EPUB and each .zip is read as a job of its own (so one that fails or is stopped
 * refuses only itself); the other files of an upload are read together, since Markdown
 * stories and ReadAlongs find their pictures and audio among them.
 */

export interface ReadRequest {
  type: 'read';
  id: number;
  files: UploadedFile[];
}

export interface ReadAnswer {
  type: 'read';
  id: number;
  outcomes: ReadOutcome[];
}

export interface BookReaderOptions {
  /** Worker threads (jobs beyond them wait their turn). */
  workers?: number;
  /** A job that takes longer is stopped and its files refused. */
  timeLimitMs?: number;
  /** The heap each worker may use. */
  heapLimitMb?: number;
}

export interface BookReader {
  read(files: UploadedFile[]): Promise<ReadOutcome[]>;
  close(): Promise<void>;
}

const DEFAULT_TIME_LIMIT_MS = 60_000;
const DEFAULT_HEAP_LIMIT_MB = 512;
/** On a small machine one reader leaves a core to the API; never more than two. */
const defaultWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1));

/** Bytes copied at a time before other requests get their turn. */
const COPY_CHUNK_BYTES = 1024 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The files in memory the worker shares. Posting them would copy tens of megabytes in one
 * go on this thread (measured: 15 to 130 ms for 30 MB on a busy machine), holding every
 * other request meanwhile; this copies a megabyte at a time and lets the event loop run
 * between, and the worker reads the copy where it is.
 */
async function shareFiles(files: UploadedFile[]): Promise<UploadedFile[]> {
  const shared: UploadedFile[] = [];
  for (const file of files) {
    const copy = new Uint8Array(new SharedArrayBuffer(file.bytes.byteLength));
    for (let at = 0; at < file.bytes.byteLength; at += COPY_CHUNK_BYTES) {
      copy.set(file.bytes.subarray(at, at + COPY_CHUNK_BYTES), at);
      await nextTurn();
    }
    shared.push({ name: file.name, bytes: copy });
  }
  return shared;
}

const isArchive = (file: UploadedFile) => {
  const kind = kindOf(file.name);
  return kind === 'epub' || kind === 'zip' || (kind === 'other' && looksLikeZip(file.bytes));
};

/** The upload split into jobs: one per archive, one for the rest. */
function planJobs(files: UploadedFile[]): UploadedFile[][] {
  const archives = files.filter(isArchive).map((file) => [file]);
  const rest = files.filter((file) => !isArchive(file));
  return rest.length ? [...archives, rest] : archives;
}

/** Every file of a job that could not finish, refused with the reason. */
function refuseJob(files: UploadedFile[], error: unknown, timeLimitMs: number): ReadOutcome[] {
  const code = (error as { code?: unknown }).code;
  const because =
    error instanceof WorkerTimeoutError
      ? `took longer than ${timeLimitMs / 1000} s to read and was refused`
      : code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? 'needs more memory to read than a book may use, and was refused'
        : `could not be read (${error instanceof Error ? error.message : String(error)})`;
  return files.map((file) => ({
    files: [file.name],
    ok: false,
    reason: `${file.name} ${because}.`,
  }));
}

/** Answers in the order of the uploaded files they are about (an archive's entries under it). */
function inUploadOrder(files: UploadedFile[], outcomes: ReadOutcome[]): ReadOutcome[] {
  const position = new Map(files.map((file, index) => [file.name, index]));
  const positionOf = (outcome: ReadOutcome) => {
    const name = outcome.files[0] ?? '';
    for (let end = name.length; end > 0; end = name.lastIndexOf('/', end - 1)) {
      const index = position.get(name.slice(0, end));
      if (index !== undefined) return index;
    }
    return files.length;
  };
  return outcomes
    .map((outcome, order) => ({ outcome, order, position: positionOf(outcome) }))
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .map(({ outcome }) => outcome);
}

export function createBookReader(options: BookReaderOptions = {}): BookReader {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const pool = new WorkerPool<ReadRequest, ReadAnswer | WorkerErrorMessage>({
    size: options.workers ?? defaultWorkers(),
    url: new URL('./readWorkerEntry.mjs', import.meta.url),
    timeoutMs: timeLimitMs,
    name: 'Book reading',
    resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb ?? DEFAULT_HEAP_LIMIT_MB },
  });
  return {
    async read(files) {
      const answers = await Promise.all(
        planJobs(files).map(async (job) => {
          try {
            const answer = await pool.run({ type: 'read', files: await shareFiles(job) });
            return answer.outcomes;
          } catch (error) {
            return refuseJob(job, error, timeLimitMs);
          }
        }),
      );
      return inUploadOrder(files, answers.flat());
    },
    close: () => pool.close(),
  };
}

let shared: BookReader | null = null;

/** Reads one upload's files (already size-checked by the route) into books, off the event loop. */
export function readUploads(files: UploadedFile[]): Promise<ReadOutcome[]> {
  shared ??= createBookReader();
  return shared.read(files);
}

/** Stops the shared reader's workers (the server calls this when it closes). */
export async function closeReadUploads(): Promise<void> {
  const reader = shared;
  shared = null;
  await reader?.close();
}
