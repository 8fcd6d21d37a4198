/**
 * MP3 files read as a list of MPEG audio frames, so that narration can be cut per page at
 * frame boundaries without decoding: each piece is the original's own frames, and the
 * time at which the first kept frame starts is known exactly, so words' times can be moved
 * to stay exact within the piece.
 *
 * A first frame carrying a Xing/Info (or VBRI) header describes the whole file and holds
 * no sound; it is never copied into a piece. When it carries LAME's encoder delay, players
 * that honour it skip that many samples (plus the decoder's 529) at the start of the
 * whole file, so the original's time zero lies that far into its frames; a piece has no
 * such header and is played from its first sample, and the shift accounts for the
 * difference. A piece that starts mid-file may decode its first frame imperfectly (MP3's
 * bit reservoir reaches back into the previous frames): about 26 ms of sound, at the edge
 * of the page, between its words.
 */

export interface Mp3Frame {
  offset: number;
  length: number;
}

export interface Mp3Layout {
  sampleRate: number;
  samplesPerFrame: number;
  /** The audio frames, without the Xing/Info frame. */
  frames: Mp3Frame[];
  /** Samples at the start that players skip (LAME's encoder delay plus 529), else 0. */
  leadingSamples: number;
  durationSeconds: number;
}

interface FrameHeader {
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  sampleRate: number;
  samplesPerFrame: number;
  length: number;
  mono: boolean;
}

const BITRATES_KBPS: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};
const VERSIONS = [2.5, null, 2, 1] as const;
const LAYERS = [null, 3, 2, 1] as const;
/** MPEG decoders put out this many samples of delay before the first encoded one. */
const DECODER_DELAY_SAMPLES = 529;

/** The frame header at `at`, or null when there is none (free-format bitrates included). */
export function readFrameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  const version = VERSIONS[(b1 >> 3) & 3];
  const layer = LAYERS[(b1 >> 1) & 3];
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (!version || !layer || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
    return null;
  }
  const bitrate = BITRATES_KBPS[`${version === 1 ? 1 : 2}-${layer}`]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samplesPerFrame / 8) * bitrate) / sampleRate) + padding;
  return { version, layer, sampleRate, samplesPerFrame, length, mono: bytes[at + 3]! >> 6 === 3 };
}

const text = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

/** Where the audio starts: after an ID3v2 tag, if there is one. */
function audioStart(bytes: Uint8Array): number {
  if (text(bytes, 0, 3) !== 'ID3' || bytes.length < 10) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const sameStream = (a: FrameHeader, b: FrameHeader) =>
  a.version === b.version && a.layer === b.layer && a.sampleRate === b.sampleRate;

/**
 * For a first frame that is a Xing/Info or VBRI header: the samples players skip at the
 * start (from its LAME tag; 0 when it has none). Undefined for an ordinary audio frame.
 */
function infoFrameLeadingSamples(
  bytes: Uint8Array,
  frame: Mp3Frame,
  header: FrameHeader,
): number | undefined {
  const sideInfo = header.version === 1 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const xingAt = frame.offset + 4 + sideInfo;
  if (text(bytes, frame.offset + 36, 4) === 'VBRI') return 0;
  const mark = text(bytes, xingAt, 4);
  if (mark !== 'Xing' && mark !== 'Info') return undefined;
  const flags = bytes[xingAt + 7]!;
  let lameAt = xingAt + 8;
  if (flags & 1) lameAt += 4;
  if (flags & 2) lameAt += 4;
  if (flags & 4) lameAt += 100;
  if (flags & 8) lameAt += 4;
  if (lameAt + 24 > frame.offset + frame.length || !/^[A-Za-z]{4}/.test(text(bytes, lameAt, 4))) {
    return 0;
  }
  const delay = (bytes[lameAt + 21]! << 4) | (bytes[lameAt + 22]! >> 4);
  return delay + DECODER_DELAY_SAMPLES;
}

/** The MPEG audio frames of an MP3; null when it holds none. */
export function readMp3Layout(bytes: Uint8Array): Mp3Layout | null {
  const frames: Mp3Frame[] = [];
  let stream: FrameHeader | null = null;
  let leadingSamples = 0;
  let at = audioStart(bytes);
  while (at + 4 <= bytes.length) {
    const header = readFrameHeader(bytes, at);
    const fits = header && at + header.length <= bytes.length;
    // A header counts when the next frame follows it (or the file ends), or it is of the
    // stream already found: that way four stray bytes that look like a header are skipped.
    const confirmed =
      fits &&
      (stream
        ? sameStream(stream, header)
        : at + header.length === bytes.length ||
          (() => {
            const next = readFrameHeader(bytes, at + header.length);
            return next !== null && sameStream(header, next);
          })());
    if (!header || !confirmed) {
      if (stream && /^(TAG|APE|LYR)/.test(text(bytes, at, 3))) break;
      at += 1;
      continue;
    }
    const frame = { offset: at, length: header.length };
    if (!stream) {
      stream = header;
      const lead = infoFrameLeadingSamples(bytes, frame, header);
      if (lead !== undefined) {
        leadingSamples = lead;
        at += header.length;
        continue;
      }
    }
    frames.push(frame);
    at += header.length;
  }
  if (!stream || frames.length === 0) return null;
  return {
    sampleRate: stream.sampleRate,
    samplesPerFrame: stream.samplesPerFrame,
    frames,
    leadingSamples,
    durationSeconds: (frames.length * stream.samplesPerFrame - leadingSamples) / stream.sampleRate,
  };
}

/**
 * The frames that hold `startSeconds` to `endSeconds` (in the original's time) as an MP3
 * of their own, and the original time at which the piece's first sample plays.
 */
export function cutMp3(
  bytes: Uint8Array,
  layout: Mp3Layout,
  startSeconds: number,
  endSeconds: number,
): { bytes: Uint8Array; startSeconds: number } {
  const { sampleRate, samplesPerFrame, frames, leadingSamples } = layout;
  // The nudge keeps times that are whole frames on their frame despite rounding.
  const frameAt = (seconds: number) =>
    (seconds * sampleRate + leadingSamples + 1e-6) / samplesPerFrame;
  const first = Math.min(frames.length - 1, Math.max(0, Math.floor(frameAt(startSeconds))));
  const end = Math.min(
    frames.length,
    Math.max(first + 1, Math.ceil(frameAt(endSeconds) - 2e-6 / samplesPerFrame)),
  );
  let length = 0;
  for (let index = first; index < end; index++) length += frames[index]!.length;
  const piece = new Uint8Array(length);
  let written = 0;
  for (let index = first; index < end; index++) {
    const frame = frames[index]!;
    piece.set(bytes.subarray(frame.offset, frame.offset + frame.length), written);
    written += frame.length;
  }
  return {
    bytes: piece,
    startSeconds: (first * samplesPerFrame - leadingSamples) / sampleRate,
  };
}
