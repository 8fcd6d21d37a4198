import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../contract/preferenceChoices';
import { messages, readerPreferences, stories, users } from '../src/db/schema';
import { sendMessage } from '../src/domain/inbox';
import { ACCOUNT_REMOVED, withLiveAccount } from '../src/domain/liveAccount';
import {
  ADMIN_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  insertLeavingUser,
  requestHolds,
  type TestContext,
} from './helpers';

const holds = requestHolds();

/** Holds the next request of a route; a failing test lets it go too, so the app can close. */
function holdNext(method: string, url: string) {
  const held = holds.holdNext(method, url);
  onTestFinished(held.release);
  return held;
}

/** The file runs again on real PostgreSQL when the server tests are given one. */
const onPostgres = Boolean(process.env.USE_TEST_DATABASE && process.env.TEST_DATABASE_URL);

let ctx: TestContext;
const identity = fakeIdentityAccounts([]);
beforeAll(async () => {
  ctx = await createTestApp({ app: { verifier: identity.directory }, onRoute: holds.onRoute });
});
afterAll(async () => ctx.close());

const removeAccount = (uid: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/accounts/${uid}`,
    headers: bearer(ADMIN_UID),
    payload: { confirmEmail: emailOf(uid) },
  });

/** One write a user makes, and what it would leave behind. */
interface UserWrite {
  name: string;
  method: 'PUT' | 'POST' | 'PATCH';
  route: string;
  /** Sets up what the write needs; answers the request's url and body. */
  prepare(uid: string): Promise<{ url: string; payload: object }>;
  /** Rows of the user the write could have stored. */
  stored(uid: string): Promise<unknown[]>;
}

const WRITES: UserWrite[] = [
  {
    name: 'saving reader settings',
    method: 'PUT',
    route: '/preferences',
    prepare: async () => ({ url: '/preferences', payload: DEFAULT_READER_PREFERENCES }),
    stored: (uid) =>
      ctx.database.db.select().from(readerPreferences).where(eq(readerPreferences.uid, uid)),
  },
  {
    name: 'registering with /signup',
    method: 'POST',
    route: '/signup',
    prepare: async (uid) => ({
      url: '/signup',
      payload: { username: 'Lata Iyer', email: emailOf(uid), userId: uid },
    }),
    stored: (uid) => ctx.database.db.select().from(users).where(eq(users.uid, uid)),
  },
  {
    name: 'requesting a story',
    method: 'POST',
    route: '/storiesRequest/request',
    prepare: async () => ({
      url: '/storiesRequest/request',
      payload: {
        storyRequest: {
          storyName: 'चाँद का खरगोश',
          author: 'Lata',
          storyContent: 'एक खरगोश चाँद पर रहता था।\n\nवह हर तारे के लिए लड्डू बनाता था।',
        },
      },
    }),
    stored: async (uid) => [
      ...(await ctx.database.db.select().from(stories).where(eq(stories.createdBy, uid))),
      ...(await ctx.database.db.select().from(users).where(eq(users.uid, uid))),
    ],
  },
  {
    name: 'marking an inbox message read',
    method: 'PATCH',
    route: '/inbox/:id/:messageId',
    prepare: async (uid) => {
      await sendMessage(ctx.database.db, {
        recipient: uid,
        subject: 'Your story',
        body: 'Tu cuento está listo.',
      });
      const [message] = await ctx.database.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.recipient, uid));
      return { url: `/inbox/${uid}/${message!.id}`, payload: { read: true } };
    },
    stored: (uid) => ctx.database.db.select().from(messages).where(eq(messages.recipient, uid)),
  },
];

describe('a write racing the removal of its account', () => {
  it.each(WRITES)(
    '$name: started before the removal, reaching the database after it, stores nothing',
    async (write) => {
      const uid = await insertLeavingUser(ctx);
      const { url, payload } = await write.prepare(uid);
      const held = holdNext(write.method, write.route);
      const writing = ctx.app.inject({ method: write.method, url, headers: bearer(uid), payload });
      // Its token was accepted; the write itself has not reached the database yet.
      await held.arrived;

      const removal = await removeAccount(uid);
      expect(removal.statusCode, removal.body).toBe(200);
      held.release();

      const answer = await writing;
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(ACCOUNT_REMOVED);
      expect(await write.stored(uid)).toEqual([]);
    },
  );

  it.each(WRITES)(
    '$name: after the removal, with a token still valid, is refused and stores nothing',
    async (write) => {
      const uid = await insertLeavingUser(ctx);
      const { url, payload } = await write.prepare(uid);
      expect((await removeAccount(uid)).statusCode).toBe(200);

      const answer = await ctx.app.inject({
        method: write.method,
        url,
        headers: bearer(uid),
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(401);
      expect(await write.stored(uid)).toEqual([]);
    },
  );

  it('a write holding the account when the removal starts ends first, and the removal takes what it stored', async () => {
    const uid = await insertLeavingUser(ctx);
    let letWriteEnd: () => void = () => undefined;
    const writeMayEnd = new Promise<void>((resolve) => (letWriteEnd = resolve));
    onTestFinished(() => letWriteEnd());
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const writing = withLiveAccount(ctx.database.db, uid, async (tx) => {
      await tx
        .insert(readerPreferences)
        .values({ uid, preferences: DEFAULT_READER_PREFERENCES, updatedAt: new Date() });
      wrote();
      await writeMayEnd;
    });
    await written;

    let removed = false;
    const removal = removeAccount(uid).then((answer) => {
      removed = true;
      return answer;
    });
    // On PostgreSQL the removal waits for the account's lock; PGlite runs one transaction at
    // a time, so there it waits for the write's transaction as a whole.
    // (A removal that did not wait ends the race at once, and fails below.)
    await Promise.race([
      removal,
      onPostgres
        ? waitUntil(async () => (await lockWaits()) > 0)
        : new Promise((resolve) => setTimeout(resolve, 50)),
    ]);
    expect(removed).toBe(false);

    letWriteEnd();
    await writing;
    expect((await removal).statusCode).toBe(200);
    expect(
      await ctx.database.db.select().from(readerPreferences).where(eq(readerPreferences.uid, uid)),
    ).toEqual([]);
  });

  // PGlite runs one transaction at a time, whatever the locks.
  it.runIf(onPostgres)('writes of the same account do not wait for each other', async () => {
    const uid = await insertLeavingUser(ctx);
    let letFirstEnd: () => void = () => undefined;
    const firstMayEnd = new Promise<void>((resolve) => (letFirstEnd = resolve));
    onTestFinished(() => letFirstEnd());
    const first = withLiveAccount(ctx.database.db, uid, () => firstMayEnd);
    const second = await withLiveAccount(ctx.database.db, uid, async (tx) => {
      await tx
        .insert(readerPreferences)
        .values({ uid, preferences: DEFAULT_READER_PREFERENCES, updatedAt: new Date() });
      return 'saved';
    });
    expect(second).toBe('saved');
    letFirstEnd();
    await first;
  });
});

describe('the race over real sockets', () => {
  it('a settings save held past the removal answers 401 and stores nothing', async () => {
    const uid = await insertLeavingUser(ctx);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const held = holdNext('PUT', '/preferences');
    const writing = fetch(`${base}/preferences`, {
      method: 'PUT',
      headers: { ...bearer(uid), 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_READER_PREFERENCES),
    });
    await held.arrived;
    const removal = await fetch(`${base}/accounts/${uid}`, {
      method: 'DELETE',
      headers: { ...bearer(ADMIN_UID), 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: emailOf(uid) }),
    });
    expect(removal.status).toBe(200);
    held.release();
    const answer = await writing;
    expect(answer.status).toBe(401);
    expect(
      await ctx.database.db.select().from(readerPreferences).where(eq(readerPreferences.uid, uid)),
    ).toEqual([]);
  });
});

async function waitUntil(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Sessions waiting for an advisory lock. */
async function lockWaits(): Promise<number> {
  const { rows } = await ctx.database.db.execute<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
  );
  return Number(rows[0]?.waiting ?? 0);
}
