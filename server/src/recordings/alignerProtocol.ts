// Messages between the aligner (main thread) and alignWorker.mjs.

import type { ReadyMessage, WorkerErrorMessage } from '../workers/workerPool';

export interface AlignRequest {
  type: 'align';
  id: number;
  /** Mono PCM, full scale 1. */
  samples: Float32Array;
  sampleRate: number;
  text: string;
  /**
   * echogarden language code, e.g. 'hi'; with `voice`, the language echogarden splits the
   * text into words by ('cmn' for Chinese, 'th').
   */
  language: string;
  /**
   * eSpeak voice of the reference reading ('bn', 'cmn', 'pt-br'), for languages beyond the
   * eight: echogarden's own choice of voice by language knows only some of them.
   */
  voice?: string;
  /** A recording with less speech than this (seconds) is refused. */
  minSpeechSeconds: number;
  /** A recording whose speech is less than this share of its length is refused. */
  minSpeechShare: number;
  tuning: AlignTuning;
}

/** How echogarden is asked to align; the defaults are what the benchmark found best. */
/** echogarden's DTW granularities, coarse to fine. */
export type DtwGranularity = 'xx-low' | 'x-low' | 'low' | 'medium' | 'high' | 'x-high';

export interface AlignTuning {
  /** DTW passes, coarse to fine: echogarden granularities ('low', 'medium', 'high', 'x-high'). */
  granularities: DtwGranularity[];
  /** Largest DTW window per pass, seconds. */
  windowSeconds: number[];
  /** Cut leading and trailing non-speech (echogarden's voice activity detection) first. */
  crop: boolean;
  /** Align again sentence by sentence after aligning the whole text. */
  bySentence: boolean;
  /** Keep word pairs eSpeak joins apart with a comma (else they fail the alignment). */
  separateJoinedWords: boolean;
  /** Make eSpeak's reference at the speaker's pace (else echogarden's align() as it is). */
  matchRate: boolean;
  /** Pauses longer than this are shortened to it before DTW, seconds (0: kept). */
  longestPauseSeconds: number;
  /**
   * A word start followed by at least this much silence is moved to just before the next
   * sound, seconds (0: never).
   */
  snapMinSilenceSeconds: number;
  /** How long before that sound the word then starts, seconds. */
  snapLeadSeconds: number;
  /** Added to every time, seconds (a measured constant lag of the method). */
  shiftSeconds: number;
}

export interface WarmupRequest {
  type: 'warmup';
  id: number;
}

export type WorkerRequest = AlignRequest | WarmupRequest;

/** A timed stretch of the text, as echogarden placed one of its words. */
export interface Span {
  /** UTF-16 offsets into the request's text. */
  startOffset: number;
  endOffset: number;
  startSeconds: number;
  endSeconds: number;
}

export interface AlignedMessage {
  type: 'aligned';
  id: number;
  spans: Span[];
  alignMs: number;
}

/** The recording cannot be aligned (mostly silence). */
export interface RefusedMessage {
  type: 'refused';
  id: number;
  message: string;
}

/** echogarden could not align the recording with the text. */
export interface FailedMessage {
  type: 'failed';
  id: number;
  message: string;
  /** The text's words echogarden could not place, when it says which. */
  words: string[];
}

export type AlignResponse = AlignedMessage | RefusedMessage | FailedMessage;
export type WorkerResponse = AlignResponse | ReadyMessage | WorkerErrorMessage;
