import { createHash, randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { boardPosts, children, pictures, quizzes, stories, users } from '../src/db/schema';
import { emptyPage, withPageText } from '../../contract/pages';
import type { Alignment, Language } from '../../contract/languages';
import { buildApp, type App, type AppDeps } from '../src/app';
import type { AccountAdmin, Caller, IdentityAccount, TokenVerifier } from '../src/auth/verifier';
import { openDatabase, pgliteTemplate, type OpenedDatabase } from '../src/db/open';
import type { NarrationProvider } from '../src/narration/provider';
import { applySeed } from '../src/seed';
import type { Aligner } from '../src/recordings/aligner';
import { saveRecording } from '../src/recordings/recordingStore';
import { writeWav } from '../src/recordings/wav';
import { estimateWordTimes } from '../src/recordings/wordAlignment';
import type { RecordingAudience } from '../../contract/recordings';

export const ADMIN_UID = 'admin-asha';
export const PARENT_UID = 'parent-meera';
export const OTHER_UID = 'parent-other';

/** The verified e-mail address in a test token. */
export const emailOf = (uid: string) => `${uid}@example.com`;

/**
 * Tokens in tests are "token-<uid>", whose address is verified, or "token-unverified-<uid>"
 * (see bearerUnverified); anything else is refused like a forged token.
 */
export const fakeVerifier: TokenVerifier = {
  async verify(token): Promise<Caller> {
    if (!token.startsWith('token-')) throw new Error('invalid token');
    const unverifiedUid =
      token.startsWith(UNVERIFIED_TOKEN) && token.slice(UNVERIFIED_TOKEN.length);
    const uid = unverifiedUid || token.slice('token-'.length);
    return { uid, email: emailOf(uid), emailVerified: !unverifiedUid, name: uid };
  },
};

/** The identity provider's accounts, as firebase-admin would see them. */
export function fakeIdentityAccounts(initial: IdentityAccount[]) {
  const accounts = new Map(initial.map((account) => [account.uid, account]));
  const deleted: string[] = [];
  const directory: TokenVerifier & AccountAdmin = {
    // Like Firebase, a token issued before the deletion still verifies until it expires.
    verify: (token) => fakeVerifier.verify(token),
    async findUserByEmail(email) {
      return (
        [...accounts.values()].find(
          (account) => account.email.toLowerCase() === email.toLowerCase(),
        ) ?? null
      );
    },
    async deleteUser(uid) {
      accounts.delete(uid);
      deleted.push(uid);
    },
  };
  return { directory, deleted, has: (uid: string) => accounts.has(uid) };
}

export const bearer = (uid: string) => ({ authorization: `Bearer token-${uid}` });

/**
 * A quick stand-in engine: silence-free fake bytes and evenly spaced character times.
 * `delayMs` makes each synthesis take that long, like a real engine's CPU time; `label`
 * marks its audio, so tests can tell which engine (and which call) made it.
 */
export function fakeNarration(
  options: { delayMs?: number; label?: string } = {},
): NarrationProvider & { calls: number } {
  const provider = {
    engine: 'fake-1',
    calls: 0,
    voiceFor: (language: Language) => language,
    async synthesize(text: string) {
      provider.calls += 1;
      const call = provider.calls;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const characters = Array.from(text);
      const alignment: Alignment = {
        characters,
        character_start_times_seconds: characters.map((_, i) => i * 0.05),
        character_end_times_seconds: characters.map((_, i) => (i + 1) * 0.05),
      };
      return {
        audio: Buffer.from(`ID3fake:${options.label ?? ''}#${call}:${text}`),
        alignment,
        durationSeconds: characters.length * 0.05,
      };
    },
    async close() {},
  };
  return provider;
}

/**
 * A quick aligner for route tests: words laid out over the voiced part by letter count.
 * The real aligner (echogarden) is exercised in aligner.test.ts and one recordings test.
 */
export function quickAligner(): Aligner & { calls: number } {
  const aligner = {
    calls: 0,
    async align({ samples, sampleRate, text }: Parameters<Aligner['align']>[0]) {
      aligner.calls += 1;
      return estimateWordTimes(text, samples, sampleRate);
    },
    async close() {},
  };
  return aligner;
}

/** A recording-like WAV: a voiced tone with a quiet lead-in and tail. */
export function toneWav(seconds: number, sampleRate = 24000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const lead = Math.round(0.2 * sampleRate);
  for (let i = lead; i < samples.length - lead; i++) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  return writeWav(samples, sampleRate);
}

/** Stores a recording directly (for tests about who may hear or change it). */
export async function insertRecording(
  ctx: TestContext,
  place: {
    storyId: string;
    uid: string;
    audience: RecordingAudience;
    pageNo?: number;
    text?: string;
  },
) {
  const text = place.text ?? 'Once upon a time';
  const { row } = await saveRecording(ctx.database.db, {
    storyId: place.storyId,
    pageNo: place.pageNo ?? 1,
    language: 'english',
    audience: place.audience,
    recordedBy: place.uid,
    recorderName: place.uid,
    text,
    audio: Buffer.from('ID3recording'),
    durationSeconds: 2,
    words: estimateWordTimes(text, new Float32Array(48000).fill(0.5), 24000),
    unplacedWords: [],
  });
  return row;
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
    onRoute?: AppDeps['onRoute'];
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestContext> {
  const databaseUrl = process.env.USE_TEST_DATABASE ? process.env.TEST_DATABASE_URL : undefined;
  const seeded = options.seed !== false;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await templateOf(seeded) });
  if (databaseUrl) {
    await resetPostgres(database);
    if (seeded) await applySeed(database.db);
  }
  const narration = options.narration ?? fakeNarration();
  const app = await buildApp({
    db: database.db,
    verifier: fakeVerifier,
    narration,
    adminUids: [ADMIN_UID, 'admin-ravi'],
    corsOrigins: ['http://127.0.0.1:4173'],
    narrationRatePerMinute: options.narrationRatePerMinute ?? 1000,
    narrationLimits: options.narrationLimits,
    aligner: quickAligner(),
    ...options.app,
    onRoute: options.onRoute,
    logger: options.logger,
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

/**
 * Migrating and seeding a new PGlite takes seconds; every test app of a file starts from a
 * copy of one made once.
 */
const templates = new Map<boolean, Promise<Blob>>();
function templateOf(seeded: boolean): Promise<Blob> {
  let template = templates.get(seeded);
  if (!template) {
    template = pgliteTemplate(async (db) => {
      if (seeded) await applySeed(db);
    });
    templates.set(seeded, template);
  }
  return template;
}

/** Empties every table of a shared PostgreSQL, so each test file starts from the same state. */
export async function resetPostgres(database: OpenedDatabase) {
  const { sql } = await import('drizzle-orm');
  await database.db.execute(
    sql`TRUNCATE users, stories, messages, narration_cache, narration_cache_stories, reading_progress, error_log,
      narration_claims, narration_quota, board_posts, board_posts_made, board_reports, account_deletions, pictures, picture_variants, picture_jobs, picture_job_files,
      quizzes, quiz_drafts, quiz_attempts, point_events, reader_preferences, recordings,
      children, reading_events, coach_words`,
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

/** A board post stored directly, an hour old, so the posting pace never interferes. */
export async function insertBoardPost(ctx: TestContext, author: string): Promise<string> {
  const id = randomUUID();
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await ctx.database.db
    .insert(boardPosts)
    .values({ id, author, text: 'Hello', createdAt: anHourAgo });
  return id;
}

/** A parent account that exists only to be deleted. */
export async function insertLeavingUser(ctx: TestContext): Promise<string> {
  const uid = `parent-leaving-${randomUUID()}`;
  await ctx.database.db.insert(users).values({ uid, username: 'Leaving', email: emailOf(uid) });
  return uid;
}

/** A library picture stored directly, with a fresh hash each time. */
export async function insertPicture(ctx: TestContext): Promise<string> {
  const hash = createHash('sha256').update(randomUUID()).digest('hex');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
  await ctx.database.db
    .insert(pictures)
    .values({ hash, name: 'dot.svg', svg, size: svg.length, uploadedBy: ADMIN_UID });
  return hash;
}

/** A quiz's content as the wizard sends it: one question whose right answer is the fox. */
export const quizBody = (storyId: string) => ({
  storyId,
  title: 'A quiz',
  questions: [{ prompt: 'Who?', options: ['A crow', 'A fox'], answerIndex: 1 }],
});

/** A parent's quiz about a story, straight into the database, pending or approved. */
export async function insertQuiz(
  ctx: TestContext,
  storyId: string,
  status: 'pending' | 'approved',
): Promise<string> {
  const id = randomUUID();
  await ctx.database.db
    .insert(quizzes)
    .values({ id, ...quizBody(storyId), status, createdBy: PARENT_UID });
  return id;
}

const UNVERIFIED_TOKEN = 'token-unverified-';

/** A valid token of `uid` whose address was never verified. */
export const bearerUnverified = (uid: string) => ({
  authorization: `Bearer ${UNVERIFIED_TOKEN}${uid}`,
});

/**
 * The identity provider's accounts (fakeIdentityAccounts), where those listed in `unverified`
 * have not verified their address: looking them up by address finds nothing, as with Firebase.
 */
export function fakeIdentityAccountsWithUnverified(
  initial: IdentityAccount[],
  unverified: readonly string[],
) {
  const accounts = fakeIdentityAccounts(initial);
  const { findUserByEmail } = accounts.directory;
  accounts.directory.findUserByEmail = async (email) => {
    const found = await findUserByEmail(email);
    return found && !unverified.includes(found.uid) ? found : null;
  };
  return accounts;
}

/**
 * An aligner whose every alignment waits until the test finishes it, so a test decides when
 * each recording's turn ends. `calls` lists the alignments in the order they started.
 */
export function gatedAligner(workers = 1) {
  const quick = quickAligner();
  const calls: { input: Parameters<Aligner['align']>[0]; finish: () => void }[] = [];
  let callMade: () => void = () => {};
  const aligner: Aligner = {
    workers,
    async align(input) {
      await new Promise<void>((finish) => {
        calls.push({ input, finish });
        callMade();
      });
      return quick.align(input);
    },
    close: () => quick.close(),
  };
  return {
    aligner,
    calls,
    /** Resolves once `count` alignments have started. */
    async started(count: number): Promise<void> {
      while (calls.length < count) {
        await new Promise<void>((resolve) => {
          callMade = resolve;
        });
      }
    },
    /** The length of the recording the `index`th alignment got, seconds. */
    secondsOf(index: number): number {
      const input = calls[index]!.input;
      return Math.round((input.samples.length / input.sampleRate) * 10) / 10;
    },
  };
}

/**
 * Holds a request of a chosen route after its sign-in was checked, just before its handler,
 * until the test lets it go: a write that is under way when something else happens (an account
 * removal, say), made deterministic. Give `onRoute` to createTestApp.
 */
export function requestHolds() {
  const holds = new Map<string, { reached: () => void; released: Promise<void> }>();
  return {
    onRoute(route: RouteOptions) {
      const key = `${String(route.method)} ${route.url}`;
      const earlier = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [
        ...earlier,
        async () => {
          const hold = holds.get(key);
          if (!hold) return;
          holds.delete(key);
          hold.reached();
          await hold.released;
        },
      ];
    },
    /** Holds the next request of `method` `url` (the route's pattern, "/board/:postId"). */
    holdNext(method: string, url: string) {
      let reached: () => void = () => undefined;
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(`${method} ${url}`, { reached, released });
      return { arrived, release };
    },
  };
}

/**
 * A published story stored directly, one page per entry of `pages`: each page's texts by story
 * language (the eight's names or tags), English first when given. Answers its id.
 */
export async function insertStoryInLanguages(
  ctx: TestContext,
  pages: readonly Readonly<Record<string, string>>[],
): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(stories).values({
    id,
    slug: `languages-${id}`,
    title: 'Stories in many languages',
    author: 'Meera',
    status: 'published',
    pages: pages.map((texts, index) =>
      Object.entries(texts).reduce(
        (page, [language, text]) => withPageText(page, language, text),
        emptyPage(index + 1),
      ),
    ),
  });
  return id;
}

/**
 * A child profile of `ownerUid` stored directly (no limit on how many, no pace), for tests
 * about who may reach it. Answers its id.
 */
export async function insertChild(
  ctx: TestContext,
  ownerUid: string,
  nickname = 'Tara',
  { onLeaderboard = true } = {},
): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(children).values({
    id,
    ownerUid,
    nickname,
    avatar: 'tiger',
    storyLanguage: 'english',
    interfaceLanguage: 'english',
    textSize: 100,
    onLeaderboard,
  });
  return id;
}
