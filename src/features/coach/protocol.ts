import type { Hypothesis } from './follower';
import type { StretchRequest } from './stretchDecoder';

/** Messages to the recogniser's worker. */
export type ToRecogniser =
  /** Load the recogniser; audio (8 kHz chunks) will come on `audio`. */
  | { type: 'load'; audio: MessagePort }
  | { type: 'listen'; stretch: StretchRequest }
  | { type: 'stop' };

/** Messages from the recogniser's worker. */
export type FromRecogniser =
  | { type: 'ready' }
  | { type: 'hypothesis'; hypothesis: Hypothesis }
  | { type: 'failed'; message: string };

/** Messages to the microphone's audio worklet. */
export type ToMicrophone = { type: 'start'; audio: MessagePort } | { type: 'stop' };

/** 100 ms of audio at the recogniser's rate. */
export const CHUNK_SAMPLES = 800;
