import { isNamedLanguage, type StoryLanguage } from '../../../contract/storyLanguages';
import type { Language } from '../../../contract/languageNames';
// Word alignment of recorded narration: when each word of a page is spoken in a
// recording, so the reader can highlight a recorded voice word by word.
//
// echogarden's DTW alignment compares the recording with eSpeak reading the same text,
// offline, in worker threads (./alignWorker.mjs) so the API's event loop stays free. It works
// in every language the narration's eSpeak voices read (echogarden's eSpeak has all of them).

import { availableParallelism } from 'node:os';
import { LANGUAGE_TAGS } from '../../../contract/languageNames';
import { espeakVoiceFor } from '../narration/espeak/voices';
import { innerWordStarts, spokenTextWithOffsets } from '../narration/espeak/spokenText';

import { WorkerPool } from '../workers/workerPool';
import type { AlignTuning, WorkerRequest, WorkerResponse } from './alignerProtocol';
import { placeWords, splitWords } from './alignerWords';

export interface AlignedWord {
  text: string;
  /** UTF-16 position of the word in the text exactly as given. */
  offset: number;
  length: number;
  startSeconds: number;
  endSeconds: number;
}

/** The recording could not be aligned with the text; `words` are the words not placed. */
export class AlignmentFailed extends Error {
  override readonly name = 'AlignmentFailed';
  constructor(
    message: string,
    readonly words: string[],
  ) {
    super(message);
  }
}

export interface AlignInput {
  /** Mono PCM, full scale 1. */
  samples: Float32Array;
  sampleRate: number;
  text: string;
  language: StoryLanguage;
}

export interface Aligner {
  /** Every word of the text, in text order, with the time it is spoken. */
  align(input: AlignInput): Promise<AlignedWord[]>;
  /** Ends the workers; pending alignments fail. */
  close(): Promise<void>;
  /** Alignments it runs at once (one when not given). */
  readonly workers?: number;
}

export interface AlignerOptions {
  /** Worker threads (default: alignmentWorkersFor the machine), each aligning one recording at a time. */
  workers?: number;
  /** An alignment running longer fails and its worker is restarted (default 120 s). */
  timeoutMs?: number;
  /** Other alignment settings, for the benchmark; the defaults are its best. */
  tuning?: Partial<AlignTuning>;
}

/**
 * Measured with `npm run bench:alignment` against Festival's voices (10 pages a language):
 * 5 ms DTW frames ('x-high'), long pauses shortened, word starts moved out of silence and a
 * second alignment sentence by sentence bring the 95th percentile of Hindi from about 240
 * to 135 ms and of Marathi from 160 to 103 ms; the method places words about 12 ms late on
 * average, which the shift takes off. A reference at the speaker's pace (matchRate) and a
 * coarse-then-fine pass made no gain.
 */
export const DEFAULT_TUNING: Readonly<AlignTuning> = {
  granularities: ['x-high'],
  windowSeconds: [60],
  crop: true,
  matchRate: false,
  bySentence: true,
  separateJoinedWords: true,
  longestPauseSeconds: 0.2,
  snapMinSilenceSeconds: 0.05,
  snapLeadSeconds: 0.03,
  shiftSeconds: -0.012,
};

/** echogarden language per product language (it picks the matching eSpeak voice). */
export const ALIGNER_LANGUAGES: Readonly<Record<Language, string>> = {
  ...LANGUAGE_TAGS,
  // American English, as the narration's eSpeak voice (en-us).
  english: 'en-US',
};

/**
 * How echogarden reads a story language: the eight by their language (echogarden picks the
 * matching eSpeak voice), any other by the narration's eSpeak voice, its words split as that
 * voice's language ('cmn' for Chinese); undefined when no voice reads the language.
 */
export function alignerVoiceOf(
  language: StoryLanguage,
): { language: string; voice?: string } | undefined {
  if (isNamedLanguage(language)) return { language: ALIGNER_LANGUAGES[language] };
  const voice = espeakVoiceFor(language);
  return voice === undefined ? undefined : { language: voice, voice };
}

/** Less speech than this in a whole recording is refused as silence, seconds. */
const MIN_SPEECH_SECONDS = 0.3;
/** Speech in less than this share of the recording is refused as mostly silence. */
const MIN_SPEECH_SHARE = 0.15;

/** Each worker holds its own echogarden and eSpeak, so a big machine still runs only a few. */
const MOST_WORKERS_BY_DEFAULT = 8;

/** Every core but one, which the API keeps for answering everything else; at least one. */
export function alignmentWorkersFor(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(MOST_WORKERS_BY_DEFAULT, Math.floor(cores) - 1));
}

export function createAligner(options: AlignerOptions = {}): Aligner {
  const size = Math.max(1, Math.floor(options.workers ?? alignmentWorkersFor()));
  const pool = new WorkerPool<WorkerRequest, WorkerResponse>({
    size,
    url: new URL('./alignWorker.mjs', import.meta.url),
    timeoutMs: options.timeoutMs ?? 120_000,
    name: 'alignment',
  });
  const tuning: AlignTuning = { ...DEFAULT_TUNING, ...options.tuning };

  return {
    async align({ samples, sampleRate, text, language }) {
      if (!(sampleRate > 0) || samples.length === 0) {
        throw new AlignmentFailed('the recording is empty', []);
      }
      const words = splitWords(text, language);
      if (words.length === 0) throw new AlignmentFailed('the text has no words', []);
      const reading = alignerVoiceOf(language);
      if (!reading) {
        // A family may record a language no voice reads: every word is left to be estimated.
        throw new AlignmentFailed(
          `no voice reads ${language}, so no word could be placed`,
          words.map((word) => word.text),
        );
      }
      // Chinese, Thai, ... go to eSpeak (and echogarden's own word splitting) with a space
      // between the reader's words, so no span of echogarden's covers two of them.
      const { spoken, textOffset } = spokenTextWithOffsets(text, innerWordStarts(text, language));
      const answer = await pool.run({
        type: 'align',
        samples,
        sampleRate,
        text: spoken,
        ...reading,
        minSpeechSeconds: MIN_SPEECH_SECONDS,
        minSpeechShare: MIN_SPEECH_SHARE,
        tuning,
      });
      if (answer.type === 'refused') throw new AlignmentFailed(answer.message, []);
      if (answer.type === 'failed') {
        const names = answer.words.length > 0 ? answer.words : words.map((word) => word.text);
        throw new AlignmentFailed(`these words could not be placed: ${names.join(', ')}`, names);
      }
      if (answer.type !== 'aligned') throw new Error('alignment worker answered out of turn');
      const placement = placeWords(
        words,
        answer.spans.map((span) => ({
          ...span,
          startOffset: textOffset(span.startOffset),
          endOffset: textOffset(span.endOffset),
        })),
      );
      if (!placement.ok) {
        const names = placement.unplaced.map((word) => word.text);
        throw new AlignmentFailed(`these words could not be placed: ${names.join(', ')}`, names);
      }
      return placement.words.map(({ text: word, offset, length, startSeconds, endSeconds }) => ({
        text: word,
        offset,
        length,
        startSeconds,
        endSeconds,
      }));
    },
    close: () => pool.close(),
    workers: pool.size,
  };
}

export type { AlignTuning };
