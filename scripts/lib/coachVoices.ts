// Test voices for the reading coach: a child reading a page aloud, made with the product's
// own eSpeak NG, as a WAV file for Chromium's fake microphone and the true time of every word.
import { alignNarration } from '../../server/src/narration/espeak/alignment';
import { WorkerPool } from '../../server/src/narration/espeak/pool';
import { createAligner, type Aligner } from '../../server/src/recordings/aligner';

export type VoiceName = 'low' | 'high';
export type Pace = 'steady' | 'slow';
/**
 * Where the true time of each word comes from:
 * - 'espeak': eSpeak's own timing of what it synthesised (the narration's alignment). Within
 *   20 to 30 ms (median) of the recording aligner for the low voice, but for the pitch-99 voice
 *   it drifts by 0.15 to 0.6 s (median) and up to 2.5 s within a page: its measuring pass's
 *   silences, which place the words, are misread at that pitch.
 * - 'aligner': the product's recording aligner (DTW against eSpeak's own reading; 11 to 16 ms
 *   median error on eSpeak voices of other speeds and pitches) run on the finished WAV.
 */
export type Reference = 'espeak' | 'aligner';

/** Low: a deep voice. High: eSpeak's highest female variant at its top pitch, nearer a child. */
const VOICES: Record<VoiceName, { voice: string; pitch: number; rate: number }> = {
  low: { voice: 'en-us', pitch: 25, rate: 22050 },
  high: { voice: 'en-us+f5', pitch: 99, rate: 22050 },
};
const SPEED: Record<Pace, number> = { steady: 140, slow: 105 };
const LEAD_SECONDS = 1;
const TAIL_SECONDS = 1.5;
/** Slow reading: a pause after every sentence and inside sentences every few words. */
const SENTENCE_PAUSE = 1.2;
const WORD_PAUSE = 0.6;
const WORDS_BETWEEN_PAUSES = 4;
/** Amplitude of the background noise (about -60 dB of full scale). */
const ROOM_NOISE = 0.001;

export interface SpokenWord {
  /** Index among the page's words. */
  index: number;
  /** Seconds from the start of the WAV. */
  start: number;
  end: number;
}

export interface ReadAloud {
  wav: Buffer;
  /** The words said, in order, with their times. */
  said: SpokenWord[];
  /** Page indexes of words left out. */
  skipped: number[];
  seconds: number;
}

let pool: WorkerPool | undefined;
let aligner: Aligner | undefined;
const espeak = () =>
  (pool ??= new WorkerPool({
    size: 1,
    url: new URL('../../server/src/narration/espeak/worker.mjs', import.meta.url),
    timeoutMs: 60_000,
  }));
export const closeVoices = async () => {
  await pool?.close();
  await aligner?.close();
  pool = undefined;
  aligner = undefined;
};

/** A word worth skipping: the longest plain word in the middle of the page. */
export function wordToSkip(text: string): number {
  const words = text.split(/\s+/).filter(Boolean);
  let best = Math.floor(words.length / 2);
  let bestLength = 0;
  for (let i = Math.floor(words.length / 4); i < (words.length * 3) / 4; i += 1) {
    const word = words[i] ?? '';
    if (/^[A-Za-z]+$/.test(word) && word.length > bestLength) {
      best = i;
      bestLength = word.length;
    }
  }
  return best;
}

export async function readAloud(
  text: string,
  {
    voice,
    pace = 'steady',
    skip = [],
    reference = 'espeak',
  }: { voice: VoiceName; pace?: Pace; skip?: number[]; reference?: Reference },
): Promise<ReadAloud> {
  const pageWords = text.split(/\s+/).filter(Boolean);
  const kept = pageWords.map((_, index) => index).filter((index) => !skip.includes(index));
  // Slow reading: phrases of a few words with pauses between them (longer after a sentence).
  // Each phrase is synthesized on its own, so a pause never cuts into a word.
  const phrases: number[][] = [];
  let phrase: number[] = [];
  for (const index of kept) {
    phrase.push(index);
    const sentenceEnd = /[.!?]["”’]?$/.test(pageWords[index] ?? '');
    if (pace === 'slow' && (sentenceEnd || phrase.length === WORDS_BETWEEN_PAUSES)) {
      phrases.push(phrase);
      phrase = [];
    }
  }
  if (phrase.length) phrases.push(phrase);

  const { voice: name, pitch, rate: outputRate } = VOICES[voice];
  const pieces: Float32Array[] = [];
  const said: SpokenWord[] = [];
  let sampleRate = 22050;
  let at = LEAD_SECONDS;
  pieces.push(new Float32Array(Math.round(LEAD_SECONDS * sampleRate)));
  for (const [number, words] of phrases.entries()) {
    const spokenText = words.map((index) => pageWords[index]).join(' ');
    const result = await espeak().synthesize({
      text: spokenText,
      voice: name,
      speed: SPEED[pace],
      pitch,
      wordGap: 40,
      silenceThreshold: 8,
      minSilenceNormalSeconds: 0.03,
      minSilenceGappedSeconds: 0.2,
      trailingSilenceSeconds: 0.25,
      kbps: 48,
      withPcm: true,
    });
    if (!result.pcm) throw new Error('eSpeak gave no PCM');
    sampleRate = result.sampleRate;
    const timed = alignNarration({
      text: spokenText,
      sampleRate: result.sampleRate,
      samples: result.samples,
      gappedSamples: result.gappedSamples,
      silencesNormal: result.silencesNormal,
      silencesGapped: result.silencesGapped,
      phonemes: result.phonemes,
      offsetSeconds: 0,
    }).words;
    if (timed.length !== words.length) {
      throw new Error(`eSpeak timed ${timed.length} words of ${words.length}`);
    }
    timed.forEach((timing, i) =>
      said.push({ index: words[i]!, start: at + timing.start, end: at + timing.end }),
    );
    pieces.push(Float32Array.from(result.pcm, (sample) => sample / 32768));
    at += result.pcm.length / result.sampleRate;
    const last = pageWords[words.at(-1)!] ?? '';
    if (number < phrases.length - 1) {
      const pause = /[.!?]["”’]?$/.test(last) ? SENTENCE_PAUSE : WORD_PAUSE;
      pieces.push(new Float32Array(Math.round(pause * sampleRate)));
      at += pause;
    }
  }
  pieces.push(new Float32Array(Math.round(TAIL_SECONDS * sampleRate)));
  const joined = concat(pieces);
  // A quiet room, not digital silence: no microphone gives exact zeros between words.
  let seed = 7;
  for (let i = 0; i < joined.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    joined[i]! += ((seed / 0x7fffffff) * 2 - 1) * ROOM_NOISE;
  }
  const samples = outputRate === sampleRate ? joined : resample(joined, sampleRate, outputRate);
  return {
    wav: wavFile(samples, outputRate),
    said: reference === 'aligner' ? await alignedTimes(samples, outputRate, kept, pageWords) : said,
    skipped: [...skip],
    seconds: samples.length / outputRate,
  };
}

/** The words said (page indexes `kept`), timed by the recording aligner on the WAV itself. */
async function alignedTimes(
  samples: Float32Array,
  sampleRate: number,
  kept: number[],
  pageWords: string[],
): Promise<SpokenWord[]> {
  const text = kept.map((index) => pageWords[index]).join(' ');
  aligner ??= createAligner();
  const words = await aligner.align({ samples, sampleRate, text, language: 'english' });
  if (words.length !== kept.length) {
    throw new Error(`the aligner timed ${words.length} words of ${kept.length}`);
  }
  return words.map((word, i) => ({
    index: kept[i]!,
    start: word.startSeconds,
    end: word.endSeconds,
  }));
}

function concat(parts: Float32Array[]) {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Linear interpolation: enough to give the fake microphone a 48 kHz file. */
function resample(input: Float32Array, from: number, to: number) {
  const out = new Float32Array(Math.floor((input.length * to) / from));
  for (let i = 0; i < out.length; i += 1) {
    const position = (i * from) / to;
    const low = Math.floor(position);
    const fraction = position - low;
    out[i] = (input[low] ?? 0) * (1 - fraction) + (input[low + 1] ?? 0) * fraction;
  }
  return out;
}

/** 16-bit mono PCM WAV. */
export function wavFile(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => {
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sample * 32767))), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
