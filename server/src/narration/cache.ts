import type { StoryLanguage } from '../../../contract/storyLanguages';
import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { LANGUAGES, type Alignment } from '../../../contract/languages';
import { pageLanguages, pageTextIn, type Page } from '../../../contract/stories';
import type { Database } from '../db/open';
import { narrationCache, narrationCacheStories } from '../db/schema';
import { ByteBudgetCache, DataVersion } from '../domain/readCache';
import { NarrationError, type NarrationProvider } from './provider';

export interface NarrationCacheOptions {
  /** Audio and timing kept in the database; past it the least recently used narrations go. */
  maxBytes: number;
  /**
   * How often an answer served from memory is marked as used in the database (per story and
   * narration, per process); least-recently-used is told apart to about this precision.
   */
  touchEveryMs: number;
}

export const DEFAULT_NARRATION_CACHE: NarrationCacheOptions = {
  // About 4,000 narrated pages of ~130 KB: the library in all eight languages several times.
  maxBytes: 512 * 1024 * 1024,
  touchEveryMs: 60_000,
};

/** Eviction goes below the bound by this share, so it runs once per many new narrations. */
const EVICTION_HEADROOM = 0.1;
/** Marks remembered per process before the record of them starts over. */
const TOUCHES_REMEMBERED = 10_000;

export interface StoredNarration {
  audio: Buffer;
  alignment: Alignment;
}

/** What a page is narrated as in a language: its translation, or else its English text. */
export function narratedTextOf(page: Page, language: StoryLanguage) {
  const translated = pageTextIn(page, language).trim();
  return translated
    ? { text: translated, language }
    : { text: page.parent_narration_text.trim(), language: 'english' as const };
}

type Executor = Pick<Database, 'delete'>;

/** PostgreSQL's foreign_key_violation, on the error or (through drizzle) on its cause. */
function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === '23503' || codeOf((error as { cause?: unknown } | null)?.cause) === '23503'
  );
}

/**
 * Narrations by key (engine, voice, text): answers in memory, then the database. Every stored
 * narration is linked to the stories whose text it speaks and goes with the last of them
 * (see narrationCacheStories); the whole cache stays within a byte bound, least recently
 * used first out.
 */
export class NarrationCache {
  /** Answers already serialized, dropped when audio was replaced or removed anywhere. */
  private readonly answers = new ByteBudgetCache();
  private readonly version: DataVersion;
  private answersVersion = 0;
  /** When this process last marked a (narration, story) pair as used. */
  private readonly touched = new Map<string, number>();
  private readonly options: NarrationCacheOptions;

  constructor(
    private readonly db: Database,
    private readonly provider: Pick<NarrationProvider, 'engine' | 'voiceFor'>,
    options: Partial<NarrationCacheOptions> = {},
  ) {
    this.version = new DataVersion(db, 'narration');
    this.options = { ...DEFAULT_NARRATION_CACHE, ...options };
  }

  /** Whether a voice of the engine speaks the language. */
  narrates(language: StoryLanguage): boolean {
    return this.provider.voiceFor(language) !== undefined;
  }

  /** The key of a narration: engine, voice and text (a language without a voice throws). */
  keyOf(text: string, language: StoryLanguage): string {
    const voice = this.provider.voiceFor(language);
    if (voice === undefined) throw new NarrationError(`no voice for language "${language}"`);
    return createHash('sha256')
      .update(`${this.provider.engine}\u0000${voice}\u0000${text}`)
      .digest('hex');
  }

  /** The keys a story's stored text is narrated under, in every language a voice speaks. */
  keysOfStory(pages: readonly Page[]): string[] {
    const keys = new Set<string>();
    for (const page of pages) {
      for (const language of new Set([...LANGUAGES, ...pageLanguages(page)])) {
        const narrated = narratedTextOf(page, language);
        if (narrated.text && this.narrates(narrated.language)) {
          keys.add(this.keyOf(narrated.text, narrated.language));
        }
      }
    }
    return [...keys];
  }

  /** An answer kept in memory, marked (now and then) as used for `storyId`. */
  async remembered(key: string, storyId: string): Promise<string | undefined> {
    const version = await this.version.read();
    if (version > this.answersVersion) {
      this.forgetMemory();
      this.answersVersion = version;
    }
    const json = this.answers.get(key);
    if (json === undefined || !this.dueForTouch(key, storyId)) return json;
    // A story deleted with its account took the narration from the database behind our back.
    if (await this.markUsed(key, storyId)) return json;
    this.forgetMemory();
    return undefined;
  }

  remember(key: string, json: string): void {
    this.answers.set(key, json);
  }

  /** The narration in the database, marked as used for `storyId`. */
  async stored(key: string, storyId: string): Promise<StoredNarration | undefined> {
    const [hit] = await this.db
      .select({ audio: narrationCache.audio, alignment: narrationCache.alignment })
      .from(narrationCache)
      .where(eq(narrationCache.key, key));
    if (hit) await this.markUsed(key, storyId);
    return hit;
  }

  /** Keeps a narration for `storyId`; `replace` overwrites what another synthesis stored. */
  async store(
    key: string,
    narration: StoredNarration,
    { storyId, replace }: { storyId: string; replace: boolean },
  ): Promise<void> {
    const bytes = narration.audio.length + Buffer.byteLength(JSON.stringify(narration.alignment));
    const row = { key, ...narration, bytes };
    const insert = this.db.insert(narrationCache).values(row);
    // Replacing audio bumps the narration version, so every process forgets the old answer.
    await (replace
      ? insert.onConflictDoUpdate({
          target: narrationCache.key,
          set: { ...row, createdAt: new Date(), lastUsedAt: new Date() },
        })
      : insert.onConflictDoNothing({ target: narrationCache.key }));
    await this.markUsed(key, storyId);
    await this.keepWithinBound();
  }

  /**
   * Lets go of a story's narrations, except those under `keep` (its current text); each
   * goes unless another story speaks it too. Runs in the caller's transaction.
   */
  async forgetStory(executor: Executor, storyId: string, keep: readonly string[] = []) {
    const letGo = await executor
      .delete(narrationCacheStories)
      .where(
        and(
          eq(narrationCacheStories.storyId, storyId),
          keep.length ? notInArray(narrationCacheStories.key, [...keep]) : undefined,
        ),
      )
      .returning({ key: narrationCacheStories.key });
    if (letGo.length) this.forgetMemory();
  }

  private dueForTouch(key: string, storyId: string): boolean {
    const pair = `${key}\u0000${storyId}`;
    const now = Date.now();
    const last = this.touched.get(pair);
    if (last !== undefined && now - last < this.options.touchEveryMs) return false;
    if (this.touched.size >= TOUCHES_REMEMBERED) this.touched.clear();
    this.touched.set(pair, now);
    return true;
  }

  /**
   * Marks the narration as used now and links it to the story (a rejected story keeps no
   * narration). False when the narration is no longer stored.
   */
  private async markUsed(key: string, storyId: string): Promise<boolean> {
    this.touched.set(`${key}\u0000${storyId}`, Date.now());
    try {
      const { rows } = await this.db.execute<{ found: number }>(sql`
        WITH "touched" AS (
          UPDATE "narration_cache" SET "last_used_at" = now() WHERE "key" = ${key} RETURNING "key"
        ), "linked" AS (
          INSERT INTO "narration_cache_stories" ("story_id", "key")
          SELECT "stories"."id", "touched"."key" FROM "touched"
            JOIN "stories" ON "stories"."id" = ${storyId} AND "stories"."status" <> 'rejected'
          ON CONFLICT DO NOTHING
        )
        SELECT count(*)::int AS "found" FROM "touched"`);
      return (rows[0]?.found ?? 0) > 0;
    } catch (error) {
      // The narration or story went meanwhile: nothing is left to mark, and the answer stands.
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  }

  /** Removes the least recently used narrations once the cache outgrows its bound. */
  private async keepWithinBound(): Promise<void> {
    const [usage] = await this.db
      .select({ total: sql<string>`coalesce(sum(${narrationCache.bytes}), 0)` })
      .from(narrationCache);
    if (Number(usage?.total ?? 0) <= this.options.maxBytes) return;
    const keptBytes = Math.floor(this.options.maxBytes * (1 - EVICTION_HEADROOM));
    await this.db.execute(sql`
      DELETE FROM "narration_cache" WHERE "key" IN (
        SELECT "key" FROM (
          SELECT "key", sum("bytes") OVER (ORDER BY "last_used_at" DESC, "key" DESC) AS "newer"
          FROM "narration_cache"
        ) AS "ranked"
        WHERE "newer" > ${keptBytes}
      )`);
    this.forgetMemory();
  }

  private forgetMemory(): void {
    this.answers.clear();
    this.touched.clear();
  }
}
