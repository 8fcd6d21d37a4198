// Reads MP3 frame headers (no decoding): enough to check a buffer is MP3 and to know
// how long it plays.

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  /** Samples per frame times frames over the sample rate (encoder delay included). */
  durationSeconds: number;
  /** Byte offset of the first frame (after any ID3v2 tag). */
  firstFrame: number;
}

const BITRATES = {
  // kbps by index, MPEG-1 Layer III and MPEG-2/2.5 Layer III
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** One MPEG audio frame's header: its length in bytes and the samples it decodes to. */
export interface FrameHeader {
  length: number;
  sampleRate: number;
  samples: number;
}

/** The header of an MPEG Layer III frame at `at`, or undefined when no frame starts there. */
export function readFrameHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > bytes.length) return undefined;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (b1 >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return undefined;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  const padding = (b2 >> 1) & 1;
  const kbps = (version === 3 ? BITRATES.v1 : BITRATES.v2)[bitrateIndex];
  const sampleRate = SAMPLE_RATES[version]?.[rateIndex];
  if (!kbps || !sampleRate) return undefined;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, sampleRate, samples };
}

/** Walks the MP3 frames; undefined when the bytes are not an MP3 stream. */
export function readMp3Info(bytes: Uint8Array): Mp3Info | undefined {
  let at = 0;
  // ID3v2 tag: "ID3", version (2), flags (1), size as four 7-bit bytes.
  if (bytes.length >= 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size =
      ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  const firstFrame = at;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (at < bytes.length) {
    const header = readFrameHeader(bytes, at);
    if (!header) break;
    frames++;
    samples += header.samples;
    sampleRate = header.sampleRate;
    at += header.length;
  }
  if (frames === 0) return undefined;
  return { frames, sampleRate, durationSeconds: samples / sampleRate, firstFrame };
}
