import type { StoryLanguage } from '../../../contract/storyLanguages';
import { narrationAnswerSchema, type NarrationAnswer } from '../../../contract/api';

import type { Database } from '../db/open';
import type { NarrationCache } from './cache';
import { SynthesisClaims } from './claims';
import type { NarrationProvider } from './provider';
import { QueueFullError, SynthesisQueue } from './queue';
import { SynthesisQuota } from './quota';

/** Bounds on new syntheses; cached answers are never limited. */
export interface NarrationLimits {
  /** New syntheses per signed-in user and hour. */
  synthesesPerHour: number;
  /** New syntheses per anonymous address and hour. */
  synthesesPerHourAnonymous: number;
  /** Syntheses allowed to wait for the engine in this process. */
  queueLimit: number;
  /**
   * Longest a new synthesis may wait for the engine (or for another process making it);
   * past it, or when the queue ahead is expected to take longer, 503 with Retry-After. Kept
   * well under the answer time-out, so the caller hears why.
   */
  maxWaitMs: number;
}

export const DEFAULT_NARRATION_LIMITS: NarrationLimits = {
  synthesesPerHour: 100,
  synthesesPerHourAnonymous: 60,
  queueLimit: 30,
  maxWaitMs: 15_000,
};

/** The defaults with every given (not undefined) setting applied. */
export function narrationLimitsWith(settings: Partial<NarrationLimits> = {}): NarrationLimits {
  const given = Object.entries(settings).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_NARRATION_LIMITS, ...Object.fromEntries(given) };
}

/** A narration refused for now; the caller may try again after `retryAfterSeconds`. */
export class NarrationRefused extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'NarrationRefused';
  }
}

export interface NarrationOrder {
  text: string;
  language: StoryLanguage;
  /** The story whose page is narrated; the cached narration goes with it. */
  storyId: string;
  /** Whether the narration may be cached (not for a rejected story's text). */
  keep: boolean;
  /** Synthesise again even when the narration is cached (administrators). */
  regenerate: boolean;
  /** Pages of published stories, which any reader may be waiting for, go first. */
  urgent: boolean;
  /** Whose hourly quota a new synthesis counts against; null for unmetered callers. */
  payer: { subject: string; perHour: number } | null;
}

export interface NarratorOptions {
  limits: NarrationLimits;
  cache: NarrationCache;
  /** Clock of the hourly quota windows. */
  now?: () => number;
  /** How often a process waiting for another's synthesis looks for its result. */
  pollMs?: number;
  /** Longest wait for another process's synthesis before giving up with 503 (maxWaitMs). */
  waitForOthersMs?: number;
}

type Narrated = Pick<NarrationAnswer, 'audioBase64' | 'alignment'>;

const URGENT = 0;
const ROUTINE = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inSeconds = (seconds: number) => (seconds === 1 ? 'a second' : `${seconds} seconds`);

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/**
 * Narration by cache key (engine, voice, text): the cache (memory, then database), then the
 * engine. One synthesis per key across every process sharing the database; new syntheses
 * are metered per caller and wait in a bounded priority queue, never past `maxWaitMs`.
 */
export function createNarrator(
  db: Database,
  provider: NarrationProvider,
  options: NarratorOptions,
) {
  const { cache } = options;
  const inFlight = new Map<string, Promise<Narrated>>();
  const claims = new SynthesisClaims(db);
  const quota = new SynthesisQuota(db, options.now);
  const queue = new SynthesisQueue({
    concurrency: provider.parallelism ?? 1,
    limit: options.limits.queueLimit,
    maxWaitMs: options.limits.maxWaitMs,
  });
  const pollMs = options.pollMs ?? 100;
  const waitForOthersMs = options.waitForOthersMs ?? options.limits.maxWaitMs;

  async function stored(key: string, storyId: string): Promise<Narrated | undefined> {
    const hit = await cache.stored(key, storyId);
    return hit && { audioBase64: hit.audio.toString('base64'), alignment: hit.alignment };
  }

  async function synthesizeAndStore(key: string, order: NarrationOrder): Promise<Narrated> {
    const { payer } = order;
    if (payer) {
      const taken = await quota.take(payer.subject, payer.perHour);
      if (!taken.granted) {
        throw new NarrationRefused(
          429,
          taken.retryAfterSeconds,
          `You have asked for many new narrations this hour. Please try again in ${inMinutes(taken.retryAfterSeconds)}.`,
        );
      }
    }
    let result;
    try {
      result = await queue.run(order.urgent ? URGENT : ROUTINE, () =>
        provider.synthesize(order.text, order.language),
      );
    } catch (error) {
      if (payer) await quota.giveBack(payer.subject);
      if (error instanceof QueueFullError) {
        throw new NarrationRefused(
          503,
          error.retryAfterSeconds,
          `Narration is busy right now. Please try again in ${inSeconds(error.retryAfterSeconds)}.`,
        );
      }
      throw error;
    }
    if (order.keep) {
      await cache.store(key, result, { storyId: order.storyId, replace: order.regenerate });
    }
    return { audioBase64: result.audio.toString('base64'), alignment: result.alignment };
  }

  /** The stored narration, made here under a claim or awaited from the process holding it. */
  async function synthesizeOnce(key: string, order: NarrationOrder): Promise<Narrated> {
    if (order.regenerate) return synthesizeAndStore(key, order);
    const deadline = Date.now() + waitForOthersMs;
    for (;;) {
      const claim = await claims.tryClaim(key);
      if (claim) {
        try {
          // The previous holder may have stored it just before giving the claim up.
          return (await stored(key, order.storyId)) ?? (await synthesizeAndStore(key, order));
        } finally {
          await claim.release();
        }
      }
      if (Date.now() > deadline) {
        throw new NarrationRefused(
          503,
          Math.ceil(pollMs / 1000) + 1,
          'Narration is busy right now. Please try again in a few seconds.',
        );
      }
      await sleep(pollMs);
      const found = await stored(key, order.storyId);
      if (found) return found;
    }
  }

  function synthesizeShared(key: string, order: NarrationOrder): Promise<Narrated> {
    let job = inFlight.get(key);
    if (!job) {
      job = synthesizeOnce(key, order).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  }

  /** The answer as JSON text; `cached` tells whether it was synthesised for this request. */
  return async function narrate(order: NarrationOrder): Promise<string> {
    const { text, language } = order;
    const key = cache.keyOf(text, language);
    const answerOf = (narrated: Narrated, cached: boolean) =>
      JSON.stringify(narrationAnswerSchema.parse({ ...narrated, text, language, cached }));
    if (!order.regenerate) {
      const json = await cache.remembered(key, order.storyId);
      if (json) return json;
      const hit = await stored(key, order.storyId);
      if (hit) {
        const cachedJson = answerOf(hit, true);
        cache.remember(key, cachedJson);
        return cachedJson;
      }
    }
    const narrated = await synthesizeShared(key, order);
    if (order.keep) cache.remember(key, answerOf(narrated, true));
    return answerOf(narrated, false);
  };
}

export type Narrator = ReturnType<typeof createNarrator>;
