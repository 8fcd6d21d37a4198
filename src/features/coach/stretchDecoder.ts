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
/** Seconds of audio kept, so a new stretch can start a little in the past. */
const KEEP_SECONDS = 4;

/**
 * Feeds the microphone's 8 kHz audio to the decoder, one stretch of the page at a time, and
 * answers the running hypothesis (words with stream times) after every chunk.
 */
export class StretchDecoder {
  private buffer = new Float32Array(KEEP_SECONDS * SAMPLE_RATE);
  /** Samples received since listening started (the stream clock). */
  private received = 0;
  private stretch: StretchRequest | null = null;
  /** Stream time at which the current utterance started. */
  private utteranceStart = 0;
  private running = false;

  constructor(
    private readonly decoder: DecoderLike,
    private readonly skipWeight = 0.05,
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
    for (const segment of this.decoder.get_alignment().w ?? []) {
      // Alternative pronunciations come back as "word(2)".
      const word = segment.t.replace(/\(\d+\)$/, '');
      if (!allowed.has(word)) continue;
      words.push({
        word,
        start: this.utteranceStart + segment.b,
        end: this.utteranceStart + segment.b + segment.d,
      });
    }
    return { stretch: this.stretch.id, words, time: this.time };
  }

  private keep(samples: Float32Array) {
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
