// @ts-check
// Encodes recordings as MP3 in a pooled thread (see encodeMp3.ts), so a two-minute recording
// does not hold the API's event loop and the encoder is loaded once, not per recording.
import { parentPort } from 'node:worker_threads';
import { encodeMp3Pcm } from '../workers/encodeMp3Pcm.mjs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.on('message', (/** @type {import('./encodeMp3').EncodeRequest} */ request) => {
  try {
    const mp3 = encodeMp3Pcm(request.samples, request.sampleRate, request.kbps);
    // encodeMp3Pcm's result has an ArrayBuffer of its own, handed over without a copy.
    const buffer = /** @type {ArrayBuffer} */ (mp3.buffer);
    port.postMessage({ type: 'encoded', id: request.id, mp3 }, [buffer]);
  } catch (error) {
    port.postMessage({
      type: 'error',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
