/**
 * Turns microphone audio (44.1 or 48 kHz, in blocks of any size) into a lower rate as a
 * stream: every output sample is the mean of the input samples it covers, which also filters
 * out most of what the lower rate cannot carry. Fractional ratios are handled by weighting the
 * input sample that straddles two outputs.
 */
export class Downsampler {
  private readonly step: number;
  private sum = 0;
  /** Input samples (fractional) added to the current output sample so far. */
  private filled = 0;

  constructor(inputRate: number, outputRate: number) {
    if (outputRate > inputRate) throw new Error('Downsampler only lowers the rate');
    this.step = inputRate / outputRate;
  }

  push(input: Float32Array): Float32Array {
    const out: number[] = [];
    for (let i = 0; i < input.length; i += 1) {
      const value = input[i]!;
      let left = 1;
      while (this.filled + left >= this.step) {
        const part = this.step - this.filled;
        this.sum += value * part;
        out.push(this.sum / this.step);
        this.sum = 0;
        this.filled = 0;
        left -= part;
      }
      this.sum += value * left;
      this.filled += left;
    }
    return Float32Array.from(out);
  }
}
