/**
 * WAV files as narration comes in them (PCM or float samples, any rate and channels), cut
 * at exact sample positions into WAVs of their own.
 */

export interface WavLayout {
  sampleRate: number;
  /** Bytes per sample frame (all channels). */
  blockAlign: number;
  /** The fmt chunk's body, copied as it is into every piece. */
  format: Uint8Array;
  dataOffset: number;
  dataLength: number;
  durationSeconds: number;
}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

const tag = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

export const isWav = (bytes: Uint8Array) =>
  bytes.length >= 12 && tag(bytes, 0) === 'RIFF' && tag(bytes, 8) === 'WAVE';

/** Where a WAV's samples are and how they are laid out; null when it cannot be cut by samples. */
export function readWavLayout(bytes: Uint8Array): WavLayout | null {
  if (!isWav(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Uint8Array | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    const bodyAt = at + 8;
    if (id === 'fmt ' && size >= 16 && bodyAt + size <= bytes.length) {
      format = bytes.subarray(bodyAt, bodyAt + size);
    } else if (id === 'data' && format) {
      const formatView = new DataView(format.buffer, format.byteOffset, format.byteLength);
      let code = formatView.getUint16(0, true);
      if (code === EXTENSIBLE && format.length >= 26) code = formatView.getUint16(24, true);
      const sampleRate = formatView.getUint32(4, true);
      const blockAlign = formatView.getUint16(12, true);
      if ((code !== PCM && code !== IEEE_FLOAT) || sampleRate === 0 || blockAlign === 0)
        return null;
      // Writers that stream leave the size unknown (0 or 0xFFFFFFFF): the data runs to the end.
      const available = bytes.length - bodyAt;
      const dataLength = size === 0 || size > available ? available : size;
      const frames = Math.floor(dataLength / blockAlign);
      return {
        sampleRate,
        blockAlign,
        format,
        dataOffset: bodyAt,
        dataLength: frames * blockAlign,
        durationSeconds: frames / sampleRate,
      };
    }
    at = bodyAt + size + (size % 2);
  }
  return null;
}

/**
 * The samples from `startSeconds` to `endSeconds` as a WAV of their own, and where the
 * piece starts in the original, exactly (a whole sample frame).
 */
export function cutWav(
  bytes: Uint8Array,
  layout: WavLayout,
  startSeconds: number,
  endSeconds: number,
): { bytes: Uint8Array; startSeconds: number } {
  const frames = layout.dataLength / layout.blockAlign;
  // The nudge keeps 3.85 s × 16 kHz (61599.99999…) on sample 61600, where it belongs.
  const sampleAt = (seconds: number) => seconds * layout.sampleRate + 1e-6;
  const first = Math.min(frames, Math.max(0, Math.floor(sampleAt(startSeconds))));
  const end = Math.min(frames, Math.max(first, Math.ceil(sampleAt(endSeconds) - 2e-6)));
  const data = bytes.subarray(
    layout.dataOffset + first * layout.blockAlign,
    layout.dataOffset + end * layout.blockAlign,
  );
  const formatSize = layout.format.length;
  const pad = data.length % 2;
  const headerSize = 12 + 8 + formatSize + (formatSize % 2) + 8;
  const piece = new Uint8Array(headerSize + data.length + pad);
  const view = new DataView(piece.buffer);
  const writeTag = (at: number, name: string) => {
    for (let index = 0; index < 4; index++) piece[at + index] = name.charCodeAt(index);
  };
  writeTag(0, 'RIFF');
  view.setUint32(4, piece.length - 8, true);
  writeTag(8, 'WAVE');
  writeTag(12, 'fmt ');
  view.setUint32(16, formatSize, true);
  piece.set(layout.format, 20);
  const dataHeader = 20 + formatSize + (formatSize % 2);
  writeTag(dataHeader, 'data');
  view.setUint32(dataHeader + 4, data.length, true);
  piece.set(data, dataHeader + 8);
  return { bytes: piece, startSeconds: first / layout.sampleRate };
}
