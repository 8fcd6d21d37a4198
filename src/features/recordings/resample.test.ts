import { describe, expect, it } from 'vitest';
import { meterLevel, resample, rootMeanSquare } from './resample';

const sine = (frequency: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * frequency * i) / rate),
  );

describe('resample', () => {
  it('halves 48 kHz to 24 kHz, keeping a voice-range tone', () => {
    const input = sine(440, 48000, 1);
    const output = resample(input, 48000, 24000);
    expect(output.length).toBe(24000);
    // The tone is still there at its strength (a box filter barely dims 440 Hz)...
    expect(rootMeanSquare(output)).toBeCloseTo(Math.SQRT1_2, 2);
    // ...and at the same pitch: sample i of the output is sample 2i of the input, nearly.
    for (const i of [100, 5000, 20000]) {
      expect(output[i]).toBeCloseTo(((input[2 * i] ?? 0) + (input[2 * i + 1] ?? 0)) / 2, 5);
    }
  });

  it('converts 44.1 kHz, whose ratio is not whole, to the right length', () => {
    const output = resample(sine(300, 44100, 2), 44100, 24000);
    expect(output.length).toBe(48000);
    expect(rootMeanSquare(output)).toBeCloseTo(Math.SQRT1_2, 1);
  });

  it('damps a tone above the new limit instead of folding it back at full strength', () => {
    // 23 kHz at 48 kHz would alias to 1 kHz at 24 kHz without a filter.
    const output = resample(sine(23000, 48000, 0.5), 48000, 24000);
    expect(rootMeanSquare(output)).toBeLessThan(0.1);
  });

  it('keeps a constant level and lengthens slower audio', () => {
    const output = resample(new Float32Array(16000).fill(0.5), 16000, 24000);
    expect(output.length).toBe(24000);
    expect(Math.min(...output)).toBeCloseTo(0.5, 6);
    expect(Math.max(...output)).toBeCloseTo(0.5, 6);
  });

  it('copies audio already at the rate and refuses rates that are not positive', () => {
    const input = new Float32Array([0.1, 0.2]);
    const same = resample(input, 24000, 24000);
    expect(Array.from(same)).toEqual(Array.from(input));
    expect(same).not.toBe(input);
    expect(() => resample(input, 0, 24000)).toThrow(RangeError);
  });
});

describe('level', () => {
  it('measures RMS and maps it to a meter level', () => {
    expect(rootMeanSquare(new Float32Array([0.5, -0.5]))).toBe(0.5);
    expect(rootMeanSquare(new Float32Array(0))).toBe(0);
    expect(meterLevel(0)).toBe(0);
    expect(meterLevel(1)).toBe(1);
    expect(meterLevel(0.001)).toBeCloseTo(0, 6);
    expect(meterLevel(0.1)).toBeCloseTo(2 / 3, 6);
  });
});
