import { cutMp3, readMp3Layout } from './mp3';
import { cutWav, isWav, readWavLayout } from './wav';

export { parseClockValue } from './clock';

/** A narration file that can be cut into pieces, each starting at a known time. */
export interface CuttableAudio {
  format: 'mp3' | 'wav';
  bytes: Uint8Array;
  durationSeconds: number;
  /**
   * The audio from about `startSeconds` to `endSeconds` (at least that much: cuts fall on
   * samples or frames), and the original time at which the piece's first sample plays.
   */
  cut(startSeconds: number, endSeconds: number): { bytes: Uint8Array; startSeconds: number };
}

/** Opens an MP3 or WAV by its contents; null for anything else (or audio that cannot be cut). */
export function openAudio(bytes: Uint8Array): CuttableAudio | null {
  if (isWav(bytes)) {
    const layout = readWavLayout(bytes);
    if (!layout) return null;
    return {
      format: 'wav',
      bytes,
      durationSeconds: layout.durationSeconds,
      cut: (start, end) => cutWav(bytes, layout, start, end),
    };
  }
  const layout = readMp3Layout(bytes);
  if (!layout) return null;
  return {
    format: 'mp3',
    bytes,
    durationSeconds: layout.durationSeconds,
    cut: (start, end) => cutMp3(bytes, layout, start, end),
  };
}
