import { Worker } from 'node:worker_threads';

/** Voices keep their warmth at 64 kbit/s mono; a two-minute page is under 1 MB. */
const KBPS = 64;

/** Encodes 16-bit mono samples as MP3 in a worker thread. */
export function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mp3Worker.mjs', import.meta.url), {
      workerData: { samples, sampleRate, kbps: KBPS },
    });
    worker.once('message', (mp3: Uint8Array) => {
      resolve(Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`MP3 encoder stopped with code ${code}`));
    });
  });
}
