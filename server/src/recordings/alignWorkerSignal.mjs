// @ts-check
// Loudness measurements of a recording for the alignment worker: whether it holds speech,
// shortening its long pauses before DTW, and moving word starts out of silence after it.
// Pure functions on mono PCM (full scale 1).

/** Frame length for loudness, seconds. */
export const FRAME_SECONDS = 0.01;
/** Frames of sound that count as sound rather than a click. */
const MIN_SOUND_FRAMES = 4;

/**
 * Root mean square loudness of consecutive frames, and the level under which a frame
 * counts as silence: the highest of -46 dBFS, 4x (12 dB) over the recording's noise floor
 * (its quietest tenth) and a tenth (-20 dB) of its loud level (its loudest tenth's floor).
 * @param {Float32Array} samples
 * @param {number} sampleRate
 */
export function loudness(samples, sampleRate) {
  const frame = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  const count = Math.floor(samples.length / frame);
  const levels = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) {
      const value = samples[i] ?? 0;
      sum += value * value;
    }
    levels[f] = Math.sqrt(sum / frame);
  }
  const sorted = Float32Array.from(levels).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const threshold = Math.max(0.005, floor * 4, loud * 0.1);
  // Sound shorter than MIN_SOUND_FRAMES (a click, a breath) does not end a silence.
  const silent = new Uint8Array(count);
  for (let f = 0; f < count; f++) silent[f] = (levels[f] ?? 0) <= threshold ? 1 : 0;
  let f = 0;
  while (f < count) {
    if (silent[f]) {
      f++;
      continue;
    }
    let end = f;
    while (end < count && !silent[end]) end++;
    if (end - f < MIN_SOUND_FRAMES) silent.fill(1, f, end);
    f = end;
  }
  return { frame, levels, threshold, silent };
}

/**
 * How much of the recording sounds like speech.
 * @param {Float32Array} samples
 * @param {number} sampleRate
 */
export function speechShare(samples, sampleRate) {
  const { silent } = loudness(samples, sampleRate);
  if (silent.length === 0) return { share: 0, seconds: 0 };
  let active = 0;
  for (const frame of silent) if (!frame) active++;
  return { share: active / silent.length, seconds: active * FRAME_SECONDS };
}

/**
 * @typedef {object} Piece A stretch of the original kept in the shortened recording.
 * @property {number} from First sample in the original.
 * @property {number} to Sample after the last, in the original.
 * @property {number} at First sample in the shortened recording.
 */

/**
 * The recording with every pause longer than `longestPause` shortened to that length
 * (half of it kept on each side), and the silence before the first sound and after the
 * last cut to half of it. A reader's long pauses (turning to the page, a breath between
 * sentences) have no counterpart in eSpeak's reference, and DTW matches silence poorly.
 * @param {Float32Array} samples
 * @param {number} sampleRate
 * @param {number} longestPause seconds
 * @returns {{ samples: Float32Array, pieces: Piece[] }}
 */
export function shortenPauses(samples, sampleRate, longestPause) {
  const { frame, silent } = loudness(samples, sampleRate);
  const half = Math.round((longestPause / 2) * sampleRate);
  /** @type {Piece[]} */
  const pieces = [];
  let keepFrom = 0;
  let f = 0;
  while (f < silent.length) {
    if (!silent[f]) {
      f++;
      continue;
    }
    let end = f;
    while (end < silent.length && silent[end]) end++;
    const silenceFrom = f * frame;
    const silenceTo = end >= silent.length ? samples.length : end * frame;
    const leading = f === 0;
    const trailing = end >= silent.length;
    const cutFrom = leading ? 0 : silenceFrom + half;
    const cutTo = trailing ? samples.length : silenceTo - half;
    if (cutTo - cutFrom > 0 && (leading || trailing || silenceTo - silenceFrom > 2 * half)) {
      if (cutFrom > keepFrom) pieces.push({ from: keepFrom, to: cutFrom, at: 0 });
      keepFrom = cutTo;
    }
    f = end;
  }
  if (keepFrom < samples.length) pieces.push({ from: keepFrom, to: samples.length, at: 0 });
  let length = 0;
  for (const piece of pieces) {
    piece.at = length;
    length += piece.to - piece.from;
  }
  // Nothing but silence: keep it all, the speech check refuses such recordings anyway.
  if (length === 0) return { samples, pieces: [{ from: 0, to: samples.length, at: 0 }] };
  const shortened = new Float32Array(length);
  for (const piece of pieces) shortened.set(samples.subarray(piece.from, piece.to), piece.at);
  return { samples: shortened, pieces };
}

/**
 * A time in the shortened recording as a time in the original, seconds.
 * @param {Piece[]} pieces
 * @param {number} sampleRate
 * @param {number} seconds
 */
export function originalTime(pieces, sampleRate, seconds) {
  const sample = seconds * sampleRate;
  let piece = pieces[0];
  for (const candidate of pieces) {
    if (candidate.at <= sample) piece = candidate;
    else break;
  }
  if (!piece) return seconds;
  const within = Math.min(sample - piece.at, piece.to - piece.from);
  return (piece.from + Math.max(0, within)) / sampleRate;
}

/**
 * A word start moved forward out of silence: when the recording is silent from `start`
 * for at least `minSilence`, the word cannot have begun yet, so it starts `lead` before
 * the next sound (a stop's closure is silent too), never after `end`.
 * @param {{ silent: Uint8Array }} measured from loudness()
 * @param {number} start seconds
 * @param {number} end seconds
 * @param {number} minSilence seconds
 * @param {number} lead seconds
 */
export function startOutOfSilence(measured, start, end, minSilence, lead) {
  const { silent } = measured;
  let f = Math.max(0, Math.floor(start / FRAME_SECONDS));
  const last = Math.min(silent.length, Math.ceil(end / FRAME_SECONDS));
  const first = f;
  while (f < last && silent[f]) f++;
  const silence = (f - first) * FRAME_SECONDS;
  if (silence < minSilence || f >= last) return start;
  return Math.max(start, Math.min(end, f * FRAME_SECONDS - lead));
}
