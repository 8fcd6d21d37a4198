import { skipWeightOf } from './decoderConfig';
import type { HeardWord, Hypothesis } from './follower';
import { stretchGrammar } from './grammar';
import { guessPronunciation } from './pronunciation';

/** The part of soundswallower's Decoder the coach uses. */
export interface DecoderLike {
  start(): void;
  stop(): void;
  process_audio(pcm: Float32Array, no_search?: boolean, full_utt?: boolean): number;
  get_alignment(options?: { start?: number; align_level?: number }): {
    /** Words with start and duration in seconds. */
    w?: { t: string; b: number; d: number }[];
  };
  lookup_word(word: string): string | null;
  add_words(...words: [string, string][]): void;
  set_grammar(jsgf: string): void;
}

export interface StretchRequest {
  id: number;
  words: string[];
  /** Stream time (seconds) from which the buffered audio is decoded again for this stretch. */
  from: number;
}

export const SAMPLE_RATE = 8000;
/** Loudness is kept per 10 ms frame. */
const FRAME = SAMPLE_RATE / 100;
/** A word must be voiced over this share of its frames: words guessed into a pause are not. */
const MIN_VOICED_SHARE = 0.35;
/** Seconds of audio kept, so a new stretch can start a little in the past. */
const KEEP_SECONDS = 4;

/**
 * Feeds the microphone's 8 kHz audio to the decoder, one stretch of the page at a time, and
 * answers the running hypothesis (words with stream times) after every chunk.
 */
export class StretchDecoder {
  private buffer = new Float32Array(KEEP_SECONDS * SAMPLE_RATE);
  private loudness = new Float32Array(KEEP_SECONDS * 100);
  /** Samples received since listening started (the stream clock). */
  private received = 0;
  private stretch: StretchRequest | null = null;
  /** Stream time at which the current utterance started. */
  private utteranceStart = 0;
  private running = false;

  constructor(
    private readonly decoder: DecoderLike,
    private readonly skipWeight: (word: string) => number = skipWeightOf,
  ) {}

  get time() {
    return this.received / SAMPLE_RATE;
  }

  /** Listens for a new stretch, decoding again the audio since `from` that is still kept. */
  listen(stretch: StretchRequest): Hypothesis | null {
    if (this.running) this.decoder.stop();
    this.running = false;
    this.stretch = stretch;
    const missing: [string, string][] = [];
    for (const word of new Set(stretch.words)) {
      if (this.decoder.lookup_word(word)) continue;
      const guess = guessPronunciation(word, (w) => this.decoder.lookup_word(w));
      if (guess) missing.push([word, guess]);
    }
    if (missing.length) this.decoder.add_words(...missing);
    const known = stretch.words.filter((word) => this.decoder.lookup_word(word));
    this.decoder.set_grammar(stretchGrammar(known, this.skipWeight));
    this.decoder.start();
    this.running = true;
    const kept = Math.min(this.received, this.buffer.length);
    const fromSample = Math.max(Math.round(stretch.from * SAMPLE_RATE), this.received - kept);
    this.utteranceStart = fromSample / SAMPLE_RATE;
    const replay = this.recent(this.received - fromSample);
    if (replay.length === 0) return null;
    this.decoder.process_audio(replay, false, false);
    return this.hypothesis();
  }

  /** One more chunk of audio; answers the hypothesis after it. */
  push(samples: Float32Array): Hypothesis | null {
    this.keep(samples);
    if (!this.running) return null;
    this.decoder.process_audio(samples, false, false);
    return this.hypothesis();
  }

  end() {
    if (this.running) this.decoder.stop();
    this.running = false;
  }

  private hypothesis(): Hypothesis | null {
    if (!this.stretch) return null;
    const allowed = new Set(this.stretch.words);
    const words: HeardWord[] = [];
    const speech = this.speechLevel();
    for (const segment of this.decoder.get_alignment().w ?? []) {
      // Alternative pronunciations come back as "word(2)".
      const word = segment.t.replace(/\(\d+\)$/, '');
      if (!allowed.has(word)) continue;
      const start = this.utteranceStart + segment.b;
      const end = start + segment.d;
      if (this.voicedShare(start, end, speech) < MIN_VOICED_SHARE) continue;
      words.push({ word, start, end });
    }
    return { stretch: this.stretch.id, words, time: this.time };
  }

  /** Louder than this is speech: well above the quietest frames kept (the room's noise). */
  private speechLevel(): number {
    const frames = Math.min(Math.floor(this.received / FRAME), this.loudness.length);
    if (frames === 0) return Infinity;
    const sorted = Array.from(this.loudness.subarray(0, frames)).sort((a, b) => a - b);
    const floor = sorted[Math.floor(frames * 0.1)] ?? 0;
    return Math.max(floor * 4, 0.003);
  }

  private voicedShare(start: number, end: number, speech: number): number {
    const first = Math.floor(start * 100);
    const last = Math.max(first + 1, Math.ceil(end * 100));
    const oldest = Math.floor(this.received / FRAME) - this.loudness.length;
    let voiced = 0;
    for (let frame = first; frame < last; frame += 1) {
      // Frames no longer kept count as voiced: the word was heard before.
      if (frame < oldest || (this.loudness[frame % this.loudness.length] ?? 0) >= speech) {
        voiced += 1;
      }
    }
    return voiced / (last - first);
  }

  private keep(samples: Float32Array) {
    for (let at = 0; at + FRAME <= samples.length; at += FRAME) {
      let sum = 0;
      for (let i = at; i < at + FRAME; i += 1) sum += samples[i]! * samples[i]!;
      const frame = Math.floor((this.received + at) / FRAME);
      this.loudness[frame % this.loudness.length] = Math.sqrt(sum / FRAME);
    }
    const size = this.buffer.length;
    for (let i = 0; i < samples.length; i += 1) {
      this.buffer[(this.received + i) % size] = samples[i]!;
    }
    this.received += samples.length;
  }

  private recent(count: number): Float32Array {
    const size = this.buffer.length;
    const out = new Float32Array(Math.max(0, Math.min(count, size)));
    const start = this.received - out.length;
    for (let i = 0; i < out.length; i += 1) out[i] = this.buffer[(start + i) % size]!;
    return out;
  }
}
