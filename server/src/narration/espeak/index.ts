import type { StoryLanguage } from '../../../../contract/storyLanguages';
// Offline narration with eSpeak NG (GPL-3.0, the `espeak-ng` npm package, WebAssembly), in
// every language one of its voices reads (./voices.ts). Synthesis and MP3 encoding run in
// worker threads (./worker.mjs); word timing is computed here from what the workers measure
// (./alignment.ts).

import { availableParallelism } from 'node:os';

import { NarrationError, type NarrationProvider, type NarrationResult } from '../provider';
import { alignNarration, type WordTiming } from './alignment';
import { innerWordStarts, spokenText } from './spokenText';
import { WorkerPool } from './pool';
import { ESPEAK_LANGUAGES, espeakVoiceFor } from './voices';

export { ESPEAK_LANGUAGES, ESPEAK_VOICES, espeakVoiceFor } from './voices';

/**
 * Voice settings. A children's pace: 150 words per minute (eSpeak's default is 175) and
 * a slightly raised, friendly pitch (default 50).
 */
const SPEED = 150;
const PITCH = 58;
/** Pause between words in the measuring pass: 40 x 10 ms at default speed (~0.54 s). */
const WORD_GAP = 40;
const KBPS = 48;
/** Samples LAME puts before the audio (encoder delay 576 + decoder delay 529). */
const ENCODER_DELAY_SAMPLES = 1105;
/** Longest text accepted in one call, in characters. */
export const MAX_TEXT_LENGTH = 5000;

/**
 * Changes whenever the audio or timing of the eight named languages changes, so cached
 * narration made with older settings is not reused. Part of cache keys, with the voice:
 * languages added since have keys of their own.
 */
export const ESPEAK_ENGINE = 'espeak-ng-wasm-1';

export interface EspeakNarrationResult extends NarrationResult {
  /** Loudness of the encoded PCM (full scale 1); near 0 means silence. */
  rms: number;
  /** Timing per word; `from`/`to` index the text's code points. */
  words: WordTiming[];
  /** Time spent in the worker. */
  synthesisMs: number;
  encodingMs: number;
}

export interface EspeakProvider extends NarrationProvider {
  /** Each of the eight named languages always has its voice. */
  voiceFor: typeof espeakVoiceFor;
  readonly languages: readonly StoryLanguage[];
  synthesize(text: string, language: StoryLanguage): Promise<EspeakNarrationResult>;
  /** Starts the workers and loads eSpeak now instead of on the first request. */
  warmup(): Promise<void>;
}

export interface EspeakProviderOptions {
  /** Worker threads (default 1; each keeps ~100 MB). */
  workers?: number;
  /** A synthesis taking longer fails and its worker is restarted (default 60 s). */
  timeoutMs?: number;
}

export function createEspeakProvider(options: EspeakProviderOptions = {}): EspeakProvider {
  const workers = Math.max(1, Math.floor(Math.min(options.workers ?? 1, availableParallelism())));
  const pool = new WorkerPool({
    size: workers,
    url: new URL('./worker.mjs', import.meta.url),
    timeoutMs: options.timeoutMs ?? 60_000,
  });

  return {
    engine: ESPEAK_ENGINE,
    parallelism: workers,
    voiceFor: espeakVoiceFor,
    languages: ESPEAK_LANGUAGES,

    async synthesize(text, language) {
      const voice = espeakVoiceFor(language);
      if (!voice) throw new NarrationError(`no eSpeak voice for language "${language}"`);
      if (text.trim().length === 0) throw new NarrationError('nothing to narrate: text is empty');
      if (text.length > MAX_TEXT_LENGTH) {
        throw new NarrationError(`text is longer than ${MAX_TEXT_LENGTH} characters`);
      }
      let result;
      try {
        result = await pool.synthesize({
          // eSpeak reads Thai and Myanmar words only with spaces between them (./spokenText.ts).
          text: toEspeakText(spokenText(text, innerWordStarts(text, language))),
          voice,
          speed: SPEED,
          pitch: PITCH,
          wordGap: WORD_GAP,
          silenceThreshold: 8,
          minSilenceNormalSeconds: 0.03,
          minSilenceGappedSeconds: 0.2,
          trailingSilenceSeconds: 0.25,
          kbps: KBPS,
        });
      } catch (error) {
        throw new NarrationError(
          `eSpeak synthesis failed: ${error instanceof Error ? error.message : String(error)}`,
          undefined,
          { cause: error },
        );
      }
      const { alignment, words, durationSeconds } = alignNarration({
        text,
        sampleRate: result.sampleRate,
        samples: result.samples,
        gappedSamples: result.gappedSamples,
        silencesNormal: result.silencesNormal,
        silencesGapped: result.silencesGapped,
        phonemes: result.phonemes,
        offsetSeconds: ENCODER_DELAY_SAMPLES / result.sampleRate,
        language,
      });
      return {
        audio: Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength),
        alignment,
        durationSeconds,
        rms: result.rms,
        words,
        synthesisMs: result.synthesisMs,
        encodingMs: result.encodingMs,
      };
    },

    warmup: () => pool.warmup(),
    close: () => pool.close(),
  };
}

/**
 * Text as eSpeak should read it. eSpeak's command line treats `[[...]]` as phoneme
 * input; break such brackets up. Control characters become spaces.
 */
function toEspeakText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\[\[/g, '[ [').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ');
}
