import type { Alignment, Language } from '../../contract/languages';
import { buildApp, type App, type AppDeps } from '../src/app';
import type { Caller, TokenVerifier } from '../src/auth/verifier';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import type { NarrationProvider } from '../src/narration/provider';
import { applySeed } from '../src/seed';

export const ADMIN_UID = 'admin-asha';
export const PARENT_UID = 'parent-meera';
export const OTHER_UID = 'parent-other';

/** Tokens in tests are "token-<uid>"; anything else is refused like a forged token. */
export const fakeVerifier: TokenVerifier = {
  async verify(token): Promise<Caller> {
    if (!token.startsWith('token-')) throw new Error('invalid token');
    const uid = token.slice('token-'.length);
    return { uid, email: `${uid}@example.com`, name: uid };
  },
};

export const bearer = (uid: string) => ({ authorization: `Bearer token-${uid}` });

/**
 * A quick stand-in engine: silence-free fake bytes and evenly spaced character times.
 * `delayMs` makes each synthesis take that long, like a real engine's CPU time.
 */
export function fakeNarration(
  options: { delayMs?: number } = {},
): NarrationProvider & { calls: number } {
  const provider = {
    engine: 'fake-1',
    calls: 0,
    voiceFor: (language: Language) => language,
    async synthesize(text: string) {
      provider.calls += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const characters = Array.from(text);
      const alignment: Alignment = {
        characters,
        character_start_times_seconds: characters.map((_, i) => i * 0.05),
        character_end_times_seconds: characters.map((_, i) => (i + 1) * 0.05),
      };
      return {
        audio: Buffer.from(`ID3fake:${text}`),
        alignment,
        durationSeconds: characters.length * 0.05,
      };
    },
    async close() {},
  };
  return provider;
}

export interface TestContext {
  app: App;
  database: OpenedDatabase;
  narration: NarrationProvider & { calls?: number };
  close(): Promise<void>;
}

/** A fresh app on an in-memory PGlite (or DATABASE_URL's PostgreSQL), seeded. */
export async function createTestApp(
  options: {
    seed?: boolean;
    narrationRatePerMinute?: number;
    narration?: NarrationProvider;
    /** Further app settings (time-outs, proxies, the built SPA). */
    app?: Partial<AppDeps>;
    narrationLimits?: AppDeps['narrationLimits'];
  } = {},
): Promise<TestContext> {
  const databaseUrl = process.env.USE_TEST_DATABASE ? process.env.TEST_DATABASE_URL : undefined;
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  if (databaseUrl) await resetPostgres(database);
  if (options.seed !== false) await applySeed(database.db);
  const narration = options.narration ?? fakeNarration();
  const app = await buildApp({
    db: database.db,
    verifier: fakeVerifier,
    narration,
    adminUids: [ADMIN_UID, 'admin-ravi'],
    corsOrigins: ['http://127.0.0.1:4173'],
    narrationRatePerMinute: options.narrationRatePerMinute ?? 1000,
    narrationLimits: options.narrationLimits,
    ...options.app,
  });
  await app.ready();
  return {
    app,
    database,
    narration,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Empties every table of a shared PostgreSQL, so each test file starts from the same state. */
export async function resetPostgres(database: OpenedDatabase) {
  const { sql } = await import('drizzle-orm');
  await database.db.execute(
    sql`TRUNCATE users, stories, messages, narration_cache, reading_progress, error_log,
      narration_claims, narration_quota, board_posts, board_reports, account_deletions`,
  );
}

/** A parent's story request through the API; answers the new pending story. */
export async function requestStory(ctx: TestContext, uid: string, storyName: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/storiesRequest/request',
    headers: bearer(uid),
    payload: {
      storyRequest: {
        storyName,
        author: 'Meera',
        storyContent: 'A rabbit lived on the moon.\n\nShe baked rice cakes for every star.',
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`story request failed: ${response.body}`);
  return response.json<{ _id: string; slug: string; pageCount: number }>();
}
