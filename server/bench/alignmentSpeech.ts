// Recordings with known word times, for the aligner's tests and its benchmark.

import { readFileSync } from 'node:fs';
import ESpeakNG from 'espeak-ng';
import type { StoryLanguage } from '../../contract/languages';
import type { EspeakProvider } from '../src/narration/espeak';
import { innerWordStarts, spokenText } from '../src/narration/espeak/spokenText';

/** A recording and when each of its words starts. */
export interface KnownRecording {
  samples: Float32Array;
  sampleRate: number;
  /** UTF-16 spans of the text's words with their true start and end, seconds. */
  words: { offset: number; length: number; startSeconds: number; endSeconds: number }[];
}

/** Voice settings of the project's eSpeak narration (server/src/narration/espeak). */
const PROVIDER_SPEED = 150;
const PROVIDER_PITCH = 58;
/** Samples LAME puts before the provider's MP3 audio; its times include them. */
const PROVIDER_DELAY_SAMPLES = 1105;

/**
 * The project's eSpeak narration of a text as PCM, with its word times. The provider
 * returns MP3; the same eSpeak program run with the provider's voice settings writes the
 * identical samples as WAV, so its times apply once the encoder delay is taken off.
 */
export async function providerRecording(
  provider: EspeakProvider,
  text: string,
  language: StoryLanguage,
): Promise<KnownRecording> {
  const narration = await provider.synthesize(text, language);
  const voice = provider.voiceFor(language);
  if (voice === undefined) throw new Error(`no eSpeak voice for ${language}`);
  const { samples, sampleRate } = await espeakPcm(
    spokenText(text, innerWordStarts(text, language)),
    voice,
    PROVIDER_SPEED,
    PROVIDER_PITCH,
  );
  const delay = PROVIDER_DELAY_SAMPLES / sampleRate;
  // The provider keeps all but the closing pause: the lengths agree unless its settings
  // changed, which would make the times wrong.
  const spoken = narration.durationSeconds - delay;
  if (Math.abs(samples.length / sampleRate - spoken) > 1) {
    throw new Error(
      `eSpeak PCM (${(samples.length / sampleRate).toFixed(2)} s) does not match the provider's narration (${spoken.toFixed(2)} s)`,
    );
  }
  const utf16 = codePointToUtf16(text);
  return {
    samples,
    sampleRate,
    words: narration.words.map((word) => ({
      offset: utf16[word.from] as number,
      length: (utf16[word.to] as number) - (utf16[word.from] as number),
      startSeconds: word.start - delay,
      endSeconds: word.end - delay,
    })),
  };
}

/** UTF-16 offset of every code point index (and of the end). */
function codePointToUtf16(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const char of text) {
    offsets.push(at);
    at += char.length;
  }
  offsets.push(at);
  return offsets;
}

/** eSpeak NG (the `espeak-ng` package) reading a text, as PCM. */
export async function espeakPcm(
  text: string,
  voice: string,
  speed: number,
  pitch: number,
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const module = await ESpeakNG({
    arguments: [
      '-v',
      voice,
      '-s',
      String(speed),
      '-p',
      String(pitch),
      '-b',
      '1',
      '-w',
      '/out.wav',
      text,
    ],
    print: () => {},
    printErr: () => {},
  });
  return parseWav(module.FS.readFile('/out.wav') as Uint8Array);
}

export function readWav(path: string): { samples: Float32Array; sampleRate: number } {
  return parseWav(readFileSync(path));
}

/** Mono 16-bit PCM WAV to samples of full scale 1. */
export function parseWav(wav: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') {
      if (view.getUint16(offset + 10, true) !== 1 || view.getUint16(offset + 22, true) !== 16) {
        throw new Error('WAV is not mono 16-bit');
      }
      sampleRate = view.getUint32(offset + 12, true);
    } else if (tag(offset) === 'data') {
      const count = Math.floor(Math.min(size, wav.length - offset - 8) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + 2 * i, true) / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('WAV has no data');
}

/**
 * The recording with silence before and after it and, when `noise` > 0, steady white
 * noise of that amplitude (full scale 1) throughout, like a quiet room. Word times move
 * by the leading silence.
 */
export function padded(
  recording: KnownRecording,
  beforeSeconds: number,
  afterSeconds: number,
  noise = 0,
): KnownRecording {
  const { sampleRate } = recording;
  const before = Math.round(beforeSeconds * sampleRate);
  const samples = new Float32Array(
    before + recording.samples.length + Math.round(afterSeconds * sampleRate),
  );
  samples.set(recording.samples, before);
  // A fixed linear congruential sequence: the same noise at every run.
  let seed = 12345;
  if (noise > 0) {
    for (let i = 0; i < samples.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      samples[i] = (samples[i] as number) + (seed / 0xffffffff - 0.5) * 2 * noise;
    }
  }
  const shift = before / sampleRate;
  return {
    samples,
    sampleRate,
    words: recording.words.map((word) => ({
      ...word,
      startSeconds: word.startSeconds + shift,
      endSeconds: word.endSeconds + shift,
    })),
  };
}

/** Word-start errors (ms) of aligned words against the known ones, matched by position. */
export function startErrorsMs(
  known: KnownRecording['words'],
  aligned: readonly { offset: number; length: number; startSeconds: number }[],
): number[] {
  const errors: number[] = [];
  for (const word of aligned) {
    const truth = known.find(
      (candidate) =>
        candidate.offset <= word.offset && word.offset < candidate.offset + candidate.length,
    );
    if (truth) errors.push(Math.abs(word.startSeconds - truth.startSeconds) * 1000);
  }
  return errors;
}

/** The value at quantile q (0..1) of the values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
