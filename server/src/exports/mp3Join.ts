// Several MP3s played as one: their audio frames one after another, each file's tags and
// header frame left out, so the joined file's timeline is exactly the sum of the parts'.

import { readFrameHeader } from '../narration/mp3';

export interface Mp3Frames {
  /** The audio frames only (no ID3 tag, no Xing/Info frame, nothing after the last frame). */
  frames: Buffer;
  /** How long the frames play: their samples over the sample rate. */
  durationSeconds: number;
  sampleRate: number;
}

/** Where the frames start: after an ID3v2 tag, if the file has one. */
function firstFrameOffset(bytes: Buffer): number {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  // A footer (flag bit 4) adds ten more bytes.
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/**
 * A Xing or Info frame carries an encoder's notes (frame count, gapless trim) and no sound;
 * in the middle of a joined file it would be heard as a click or a gap, and at its start it
 * would tell a player the length of the first part only.
 */
function isHeaderFrame(frame: Buffer): boolean {
  const head = frame.toString('latin1', 0, Math.min(frame.length, 48));
  return head.includes('Xing') || head.includes('Info') || head.includes('VBRI');
}

/** The audio frames of an MP3; null when it holds none. */
export function mp3Frames(audio: Buffer): Mp3Frames | null {
  let at = firstFrameOffset(audio);
  let start = at;
  let samples = 0;
  let sampleRate = 0;
  let index = 0;
  for (;;) {
    const header = readFrameHeader(audio, at);
    if (!header || at + header.length > audio.length) break;
    if (index === 0 && isHeaderFrame(audio.subarray(at, at + header.length))) {
      start = at + header.length;
    } else {
      samples += header.samples;
      sampleRate = header.sampleRate;
    }
    at += header.length;
    index++;
  }
  if (samples === 0) return null;
  return { frames: audio.subarray(start, at), durationSeconds: samples / sampleRate, sampleRate };
}

export interface JoinedMp3 {
  audio: Buffer;
  /** Where each part starts in the joined audio, seconds. */
  starts: number[];
  durationSeconds: number;
}

/** The parts one after another. All should share one sample rate (see `sampleRatesOf`). */
export function joinMp3(parts: readonly Mp3Frames[]): JoinedMp3 {
  const starts: number[] = [];
  let elapsed = 0;
  for (const part of parts) {
    starts.push(elapsed);
    elapsed += part.durationSeconds;
  }
  return {
    audio: Buffer.concat(parts.map((part) => part.frames)),
    starts,
    durationSeconds: elapsed,
  };
}
