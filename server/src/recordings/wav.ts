// Reads the WAV a browser sends for a recording: 16-bit PCM, mono or stereo (mixed to mono).

import {
  RECORDING_CHANNELS_MAX,
  RECORDING_SAMPLE_RATES,
  RECORDING_SECONDS_MAX,
  RECORDING_SECONDS_MIN,
} from '../../../contract/limits';

/** A checked WAV whose samples are not read yet: they are, when its turn to be aligned comes. */
export interface WavRecording {
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  /** The data chunk: 16-bit little-endian samples, channels interleaved. */
  data: Buffer;
}

/** A recording that cannot be used, with the sentence the person is shown. */
export class RecordingRefused extends Error {}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

const tag = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

/** Checks a WAV's format and length from its header, without reading its samples. */
export function readWav(bytes: Buffer): WavRecording {
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') {
    throw new RecordingRefused('The recording must be a WAV file (audio/wav).');
  }
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined;
  let data: Buffer | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(bytes, at);
    const size = bytes.readUInt32LE(at + 4);
    const body = bytes.subarray(at + 8, Math.min(at + 8 + size, bytes.length));
    if (id === 'fmt ' && body.length >= 16) {
      let code = body.readUInt16LE(0);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its GUID.
      if (code === EXTENSIBLE && body.length >= 26) code = body.readUInt16LE(24);
      format = {
        code,
        channels: body.readUInt16LE(2),
        sampleRate: body.readUInt32LE(4),
        bits: body.readUInt16LE(14),
      };
    } else if (id === 'data') {
      data = body;
      break;
    }
    at += 8 + size + (size % 2);
  }
  if (!format || !data) throw new RecordingRefused('The WAV file has no audio in it.');
  if (format.code !== PCM || format.bits !== 16) {
    throw new RecordingRefused('The recording must be 16-bit PCM audio.');
  }
  if (format.channels < 1 || format.channels > RECORDING_CHANNELS_MAX) {
    throw new RecordingRefused('The recording must have one or two channels.');
  }
  if (!(RECORDING_SAMPLE_RATES as readonly number[]).includes(format.sampleRate)) {
    throw new RecordingRefused(
      `The recording's sample rate must be one of ${RECORDING_SAMPLE_RATES.join(', ')} Hz.`,
    );
  }
  // The length is judged by the header's format, whatever the rate and channels.
  const frames = Math.floor(data.length / (2 * format.channels));
  const durationSeconds = frames / format.sampleRate;
  if (durationSeconds < RECORDING_SECONDS_MIN) {
    throw new RecordingRefused(
      `The recording is too short: record at least ${RECORDING_SECONDS_MIN} second.`,
    );
  }
  if (durationSeconds > RECORDING_SECONDS_MAX) {
    throw new RecordingRefused(
      `The recording is too long: a page may be at most ${RECORDING_SECONDS_MAX} seconds.`,
    );
  }
  return { sampleRate: format.sampleRate, channels: format.channels, durationSeconds, data };
}

/** The recording's samples, stereo mixed to mono. */
export function monoSamples({ data, channels }: WavRecording): Int16Array {
  const frames = Math.floor(data.length / (2 * channels));
  const samples = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    if (channels === 1) samples[i] = data.readInt16LE(i * 2);
    else samples[i] = (data.readInt16LE(i * 4) + data.readInt16LE(i * 4 + 2)) >> 1;
  }
  return samples;
}

/** Full-scale floats, as the aligner takes them. */
export function toFloat32(samples: Int16Array): Float32Array {
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) floats[i] = (samples[i] ?? 0) / 32768;
  return floats;
}

/** A 16-bit WAV of interleaved samples (tests and benchmarks build recordings with it). */
export function writeWav(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([
    header,
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ]);
}
