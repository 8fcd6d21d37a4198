// @ts-check
// MP3 encoding of mono 16-bit PCM, shared by the narration and recording worker threads.
import { Mp3Encoder } from '@breezystack/lamejs';

/** Samples handed to the encoder at a time: whole frames of every MPEG version. */
const BLOCK = 1152 * 32;

/**
 * @param {Int16Array} samples
 * @param {number} sampleRate
 * @param {number} kbps
 * @returns {Uint8Array}
 */
export function encodeMp3Pcm(samples, sampleRate, kbps) {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  /** @type {Uint8Array[]} */
  const chunks = [];
  for (let offset = 0; offset < samples.length; offset += BLOCK) {
    chunks.push(encoder.encodeBuffer(samples.subarray(offset, offset + BLOCK)));
  }
  chunks.push(encoder.flush());
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const mp3 = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    mp3.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length), at);
    at += chunk.length;
  }
  return mp3;
}
