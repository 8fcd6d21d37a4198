import { describe, expect, it } from 'vitest';
import { encodeWav, toInt16, WAV_HEADER_BYTES } from './wav';

const ascii = (view: DataView, at: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(at + i)));

describe('encodeWav', () => {
  it('writes a RIFF header for 16-bit PCM mono at the given rate', () => {
    const view = new DataView(encodeWav(new Float32Array(10), 24000));
    expect(view.byteLength).toBe(WAV_HEADER_BYTES + 20);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 20);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24000);
    expect(view.getUint32(28, true)).toBe(48000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(20);
  });

  it('stores samples little-endian, full scale at both ends', () => {
    const view = new DataView(encodeWav(new Float32Array([0, 1, -1, 0.5]), 16000));
    const samples = [0, 1, 2, 3].map((i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16384]);
    expect(view.getUint8(WAV_HEADER_BYTES + 2)).toBe(0xff);
    expect(view.getUint8(WAV_HEADER_BYTES + 3)).toBe(0x7f);
  });

  it('clips samples beyond full scale instead of wrapping them around', () => {
    const view = new DataView(encodeWav(new Float32Array([1.7, -3, Number.NaN]), 24000));
    expect(view.getInt16(WAV_HEADER_BYTES, true)).toBe(32767);
    expect(view.getInt16(WAV_HEADER_BYTES + 2, true)).toBe(-32768);
    expect(view.getInt16(WAV_HEADER_BYTES + 4, true)).toBe(0);
  });

  it('makes an empty but valid file of no samples', () => {
    const view = new DataView(encodeWav(new Float32Array(0), 24000));
    expect(view.byteLength).toBe(WAV_HEADER_BYTES);
    expect(view.getUint32(40, true)).toBe(0);
  });
});

describe('toInt16', () => {
  it('rounds to the nearest step', () => {
    expect(toInt16(0.25)).toBe(8192);
    expect(toInt16(-0.25)).toBe(-8192);
    expect(toInt16(1e-6)).toBe(0);
  });
});
