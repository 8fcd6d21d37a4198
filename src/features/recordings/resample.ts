/**
 * Brings microphone audio (usually 44.1 or 48 kHz) down to the rate recordings are sent at.
 * Each output sample is the average of the input it covers (a box filter), which removes
 * most of what lies above the new rate's limit before it could fold back as hiss; between
 * input samples it interpolates, so any ratio works, including ones that are not whole.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate <= 0 || toRate <= 0) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate) return input.slice();
  const ratio = fromRate / toRate;
  const length = Math.floor((input.length * toRate) / fromRate);
  const output = new Float32Array(length);
  if (ratio < 1) {
    // Up-sampling (a microphone slower than 24 kHz): linear interpolation.
    for (let i = 0; i < length; i += 1) {
      const position = i * ratio;
      const before = Math.floor(position);
      const weight = position - before;
      const a = input[before] ?? 0;
      const b = input[Math.min(before + 1, input.length - 1)] ?? a;
      output[i] = a + (b - a) * weight;
    }
    return output;
  }
  for (let i = 0; i < length; i += 1) {
    const start = i * ratio;
    const end = start + ratio;
    let sum = 0;
    let covered = 0;
    for (let at = Math.floor(start); at < end && at < input.length; at += 1) {
      // The share of input sample `at` (spanning [at, at + 1)) inside [start, end).
      const share = Math.min(at + 1, end) - Math.max(at, start);
      if (share <= 0) continue;
      sum += (input[at] ?? 0) * share;
      covered += share;
    }
    output[i] = covered > 0 ? sum / covered : 0;
  }
  return output;
}

/** Root mean square of a block of samples (0 for silence, about 0.7 for a full-scale sine). */
export function rootMeanSquare(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/**
 * A level for the meter, 0 to 1: RMS on a decibel scale from -60 dB (silence) to 0 dB, so
 * a quiet voice still moves the bar visibly.
 */
export function meterLevel(rms: number): number {
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.max(0, Math.min(1, (decibels + 60) / 60));
}
