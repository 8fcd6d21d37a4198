// Reads uploaded books in a worker thread (see index.ts), so that unpacking and parsing a
// large upload never holds up the API's other requests.
import { parentPort } from 'node:worker_threads';
import type { ReadOutcome } from '../book';
import type { ReadAnswer, ReadRequest } from './index';
import { readFiles } from './readFiles';

if (!parentPort) throw new Error('readWorker must run in a worker thread');
const port = parentPort;

/**
 * Hands the books' pictures and audio over to the API's thread instead of copying them
 * there, where copying tens of megabytes would hold its event loop. Bytes that share their
 * memory with others (small ones, cut from a larger buffer) are first given their own.
 */
function handOver(outcomes: ReadOutcome[]): ArrayBuffer[] {
  const transfers = new Set<ArrayBuffer>();
  const own = (bytes: Uint8Array): Uint8Array => {
    const buffer = bytes.buffer;
    const whole =
      buffer instanceof ArrayBuffer &&
      bytes.byteOffset === 0 &&
      bytes.byteLength === buffer.byteLength &&
      !transfers.has(buffer);
    const owned = whole ? bytes : bytes.slice();
    transfers.add(owned.buffer as ArrayBuffer);
    return owned;
  };
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    for (const picture of outcome.book.pictures) picture.bytes = own(picture.bytes);
    for (const pages of Object.values(outcome.book.narration)) {
      for (const page of pages ?? []) if (page) page.audio.bytes = own(page.audio.bytes);
    }
  }
  return [...transfers];
}

port.on('message', (request: ReadRequest) => {
  readFiles(request.files).then(
    (outcomes) =>
      port.postMessage(
        { type: 'read', id: request.id, outcomes } satisfies ReadAnswer,
        handOver(outcomes),
      ),
    (error: unknown) =>
      port.postMessage({
        type: 'error',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
