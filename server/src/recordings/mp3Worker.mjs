// Encodes one recording as MP3 in its own thread, so a two-minute recording does not hold
// the API's event loop. Input: workerData { samples: Int16Array, sampleRate, kbps }.
import { parentPort, workerData } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

const FRAME = 1152;
const { samples, sampleRate, kbps } = workerData;
const encoder = new Mp3Encoder(1, sampleRate, kbps);
const chunks = [];
for (let offset = 0; offset < samples.length; offset += FRAME * 64) {
  chunks.push(encoder.encodeBuffer(samples.subarray(offset, offset + FRAME * 64)));
}
chunks.push(encoder.flush());
const mp3 = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
let at = 0;
for (const chunk of chunks) {
  mp3.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length), at);
  at += chunk.length;
}
parentPort.postMessage(mp3, [mp3.buffer]);
