// Types of ./alignWorkerSignal.mjs.
export const FRAME_SECONDS: number;
export interface Loudness {
  frame: number;
  levels: Float32Array;
  threshold: number;
  silent: Uint8Array;
}
export function loudness(samples: Float32Array, sampleRate: number): Loudness;
export function speechShare(
  samples: Float32Array,
  sampleRate: number,
): { share: number; seconds: number };
export interface Piece {
  from: number;
  to: number;
  at: number;
}
export function shortenPauses(
  samples: Float32Array,
  sampleRate: number,
  longestPause: number,
): { samples: Float32Array; pieces: Piece[] };
export function originalTime(pieces: Piece[], sampleRate: number, seconds: number): number;
export function startOutOfSilence(
  measured: { silent: Uint8Array },
  start: number,
  end: number,
  minSilence: number,
  lead: number,
): number;
