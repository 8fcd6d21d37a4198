import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { narrationAnswerSchema, type NarrationAnswer } from '../../../contract/api';
import type { Language } from '../../../contract/languages';
import type { Database } from '../db/open';
import { narrationCache } from '../db/schema';
import { ByteBudgetCache, DataVersion } from '../domain/readCache';
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
}

export const DEFAULT_NARRATION_LIMITS: NarrationLimits = {
  synthesesPerHour: 100,
  synthesesPerHourAnonymous: 60,
  queueLimit: 30,
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
  language: Language;
  /** Synthesise again even when the narration is cached (administrators). */
  regenerate: boolean;
  /** Pages of published stories, which any reader may be waiting for, go first. */
  urgent: boolean;
  /** Whose hourly quota a new synthesis counts against; null for unmetered callers. */
  payer: { subject: string; perHour: number } | null;
}

export interface NarratorOptions {
  limits: NarrationLimits;
  /** Clock of the hourly quota windows. */
  now?: () => number;
  /** How often a process waiting for another's synthesis looks for its result. */
  pollMs?: number;
  /** Longest wait for another process's synthesis before giving up with 503. */
  waitForOthersMs?: number;
}

type Narrated = Pick<NarrationAnswer, 'audioBase64' | 'alignment'>;

const URGENT = 0;
const ROUTINE = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/**
 * Narration by cache key (engine, voice, text): answers already serialized in memory, then
 * the database cache, then the engine. One synthesis per key across every process sharing
 * the database; new syntheses are metered per caller and wait in a bounded priority queue.
 */
export function createNarrator(
  db: Database,
  provider: NarrationProvider,
  options: NarratorOptions,
) {
  const inFlight = new Map<string, Promise<Narrated>>();
  const answers = new ByteBudgetCache();
  const narrationVersion = new DataVersion(db, 'narration');
  let answersVersion = 0;
  const claims = new SynthesisClaims(db);
  const quota = new SynthesisQuota(db, options.now);
  const queue = new SynthesisQueue({
    concurrency: provider.parallelism ?? 1,
    limit: options.limits.queueLimit,
  });
  const pollMs = options.pollMs ?? 100;
  const waitForOthersMs = options.waitForOthersMs ?? 120_000;

  const keyOf = (text: string, language: Language) =>
    createHash('sha256')
      .update(`${provider.engine}\u0000${provider.voiceFor(language)}\u0000${text}`)
      .digest('hex');

  /** Answers in memory, dropped when audio was replaced or removed through any process. */
  async function remembered(key: string): Promise<string | undefined> {
    const version = await narrationVersion.read();
    if (version > answersVersion) {
      answers.clear();
      answersVersion = version;
    }
    return answers.get(key);
  }

  async function stored(key: string): Promise<Narrated | undefined> {
    const [hit] = await db.select().from(narrationCache).where(eq(narrationCache.key, key));
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
          `Narration is busy right now. Please try again in ${error.retryAfterSeconds} seconds.`,
        );
      }
      throw error;
    }
    const row = { key, audio: result.audio, alignment: result.alignment };
    const insert = db.insert(narrationCache).values(row);
    // Replacing audio bumps the narration version, so every process forgets the old answer.
    await (order.regenerate
      ? insert.onConflictDoUpdate({
          target: narrationCache.key,
          set: { ...row, createdAt: new Date() },
        })
      : insert.onConflictDoNothing({ target: narrationCache.key }));
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
          return (await stored(key)) ?? (await synthesizeAndStore(key, order));
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
      const found = await stored(key);
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
    const key = keyOf(text, language);
    const answerOf = (narrated: Narrated, cached: boolean) =>
      JSON.stringify(narrationAnswerSchema.parse({ ...narrated, text, language, cached }));
    if (!order.regenerate) {
      const json = await remembered(key);
      if (json) return json;
      const hit = await stored(key);
      if (hit) {
        const cachedJson = answerOf(hit, true);
        answers.set(key, cachedJson);
        return cachedJson;
      }
    }
    const narrated = await synthesizeShared(key, order);
    answers.set(key, answerOf(narrated, true));
    return answerOf(narrated, false);
  };
}

export type Narrator = ReturnType<typeof createNarrator>;
