// Recordings wait for the aligner's workers in a fair queue: every family gets its turn,
// whatever another family sends at once.

import { FairQueue, type Refusal } from '../workers/fairQueue';

export interface RecordingLimits {
  /** Recordings one account may have aligning and waiting at once. */
  perUser: number;
  /** Recordings allowed to wait for the aligner, all accounts together. */
  queueLimit: number;
  /** Longest a recording waits for its turn before it is refused (and answered). */
  maxWaitMs: number;
  /** What aligning and encoding one recording takes, until the first ones have been timed. */
  expectedJobMs: number;
}

/**
 * A page recorded in a browser is aligned in about 2 s; a parent who records a book page
 * after page may have a few on their way while the next is recorded.
 */
export const DEFAULT_RECORDING_LIMITS: RecordingLimits = {
  perUser: 3,
  queueLimit: 8,
  maxWaitMs: 60_000,
  expectedJobMs: 3_000,
};

/** The defaults with every given (not undefined) setting applied. */
export function recordingLimitsWith(settings: Partial<RecordingLimits> = {}): RecordingLimits {
  const given = Object.entries(settings).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_RECORDING_LIMITS, ...Object.fromEntries(given) };
}

const inSeconds = (seconds: number) => (seconds === 1 ? 'a second' : `${seconds} seconds`);

function refusalMessage({ reason, retryAfterSeconds }: Refusal): string {
  const later = `try again in ${inSeconds(retryAfterSeconds)}`;
  switch (reason) {
    case 'user-limit':
      return `Your earlier recordings are still being prepared; ${later}.`;
    case 'queue-full':
    case 'wait-too-long':
    case 'waited-too-long':
      return `Many recordings are being prepared right now; ${later}.`;
  }
}

/** The queue in front of `workers` alignment workers. */
export function createRecordingQueue(limits: RecordingLimits, workers: number): FairQueue {
  return new FairQueue(
    {
      concurrency: Math.max(1, Math.floor(workers)),
      perUser: limits.perUser,
      limit: limits.queueLimit,
      maxWaitMs: limits.maxWaitMs,
      initialJobMs: limits.expectedJobMs,
    },
    refusalMessage,
  );
}
