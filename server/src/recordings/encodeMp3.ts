import { WorkerPool, type WorkerErrorMessage } from '../workers/workerPool';

/** Voices keep their warmth at 64 kbit/s mono; a two-minute page is under 1 MB. */
const KBPS = 64;
/** Encoding two minutes takes a second or two; far longer means the thread is stuck. */
const ENCODE_TIMEOUT_MS = 60_000;

export interface EncodeRequest {
  type: 'encode';
  id: number;
  samples: Int16Array;
  sampleRate: number;
  kbps: number;
}

interface EncodedMessage {
  type: 'encoded';
  id: number;
  mp3: Uint8Array;
}

export interface Mp3Encoder {
  /** 16-bit mono samples as MP3. */
  encode(samples: Int16Array, sampleRate: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** MP3 encoding in `workers` threads, started on first use and kept for the next recording. */
export function createMp3Encoder(workers: number): Mp3Encoder {
  const pool = new WorkerPool<EncodeRequest, EncodedMessage | WorkerErrorMessage>({
    size: workers,
    url: new URL('./mp3Worker.mjs', import.meta.url),
    timeoutMs: ENCODE_TIMEOUT_MS,
    name: 'MP3 encoding',
  });
  return {
    async encode(samples, sampleRate) {
      const { mp3 } = await pool.run({ type: 'encode', samples, sampleRate, kbps: KBPS });
      return Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength);
    },
    close: () => pool.close(),
  };
}
