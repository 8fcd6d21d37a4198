// Messages between the narration pool (main thread) and worker.mjs.

import type { ReadyMessage, WorkerErrorMessage } from '../../workers/workerPool';

export interface SynthesizeRequest {
  type: 'synthesize';
  id: number;
  text: string;
  /** eSpeak NG voice name, e.g. 'hi'. */
  voice: string;
  /** Words per minute (eSpeak -s). */
  speed: number;
  /** 0-99 (eSpeak -p). */
  pitch: number;
  /** Pause added between words in the measuring pass, in 10 ms units (eSpeak -g). */
  wordGap: number;
  /** Largest |sample| (of 32767) still counted as silence. */
  silenceThreshold: number;
  /** Shortest silence reported for the normal pass, seconds. */
  minSilenceNormalSeconds: number;
  /** Shortest silence reported for the gapped pass, seconds. */
  minSilenceGappedSeconds: number;
  /** The normal pass's closing pause is cut to this length, seconds. */
  trailingSilenceSeconds: number;
  /** MP3 bit rate. */
  kbps: number;
  /** Also answer the encoded audio as 16-bit PCM (test voices for the reading coach). */
  withPcm?: boolean;
}

export interface WarmupRequest {
  type: 'warmup';
  id: number;
}

export type WorkerRequest = SynthesizeRequest | WarmupRequest;

export interface SynthesizeResult {
  type: 'result';
  id: number;
  mp3: Uint8Array;
  /** The encoded audio as 16-bit PCM, when the request asked for it. */
  pcm?: Int16Array;
  sampleRate: number;
  /** Samples of the normal pass that were encoded. */
  samples: number;
  /** Samples of the gapped (measuring) pass. */
  gappedSamples: number;
  /** Flat [start, end, start, end, ...] sample ranges of silence in the encoded audio. */
  silencesNormal: number[];
  /** Same for the gapped pass. */
  silencesGapped: number[];
  /** eSpeak's IPA for the text, from the normal pass (undefined if it wrote none). */
  phonemes: string | undefined;
  /** Root mean square of the encoded PCM, full scale = 1. */
  rms: number;
  synthesisMs: number;
  encodingMs: number;
}

export type WorkerResponse = SynthesizeResult | ReadyMessage | WorkerErrorMessage;
