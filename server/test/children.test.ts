import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountDeletion } from '../../contract/accounts';
import type { CataloguePage } from '../../contract/catalogue';
import {
  CHILDREN_MAX,
  CHILD_NOT_FOUND,
  HARD_WORDS_SHOWN,
  NICKNAME_MAX,
  TOO_MANY_CHILDREN,
  type Child,
  type ChildSummary,
} from '../../contract/children';
import { DEFAULT_READER_PREFERENCES } from '../../contract/preferenceChoices';
import type { PreferencesAnswer } from '../../contract/preferences';
import type { Leaderboard } from '../../contract/quizzes';
import { storyListSchema, type StorySummary } from '../../contract/stories';
import {
  children,
  coachWords,
  pointEvents,
  quizAttempts,
  readerPreferences,
  readingEvents,
  readingProgress,
} from '../src/db/schema';
import {
  ADMIN_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  insertQuiz,
  requestHolds,
  type TestContext,
} from './helpers';

/** A parent account of its own for each test, so tests never share children or points. */
const newParent = () => `parent-${randomUUID()}`;
/** The account removed by the removal test, known to the identity provider. */
const LEAVING_UID = `parent-leaving-${randomUUID()}`;

const holds = requestHolds();
let ctx: TestContext;
let story: StorySummary;
beforeAll(async () => {
  const identity = fakeIdentityAccounts(
    [LEAVING_UID, ADMIN_UID].map((uid) => ({ uid, email: emailOf(uid), name: uid })),
  );
  ctx = await createTestApp({ app: { verifier: identity.directory }, onRoute: holds.onRoute });
  const list = storyListSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
  );
  // A story long enough to read three pages of without finishing it.
  story = list.find((candidate) => candidate.pageCount >= 4)!;
});
afterAll(async () => ctx.close());

let address = 0;
/** Each request from its own address: the pace of profile writes is not what is tested here. */
const nextAddress = () => {
  address += 1;
  return `10.27.${(address >> 8) & 255}.${address & 255}`;
};

const call = (uid: string | null, options: InjectOptions) =>
  ctx.app.inject({
    ...options,
    remoteAddress: nextAddress(),
    headers: { ...options.headers, ...(uid ? bearer(uid) : {}) },
  });

const messageOf = (response: { json: () => unknown }) =>
  (response.json() as { message: string }).message;

async function addChild(uid: string, body: Record<string, unknown>): Promise<Child> {
  const response = await call(uid, {
    method: 'POST',
    url: '/children',
    payload: { avatar: 'tiger', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Child>();
}

const listChildren = async (uid: string) =>
  (await call(uid, { method: 'GET', url: '/children' })).json<Child[]>();

const read = (uid: string, body: Record<string, unknown>) =>
  call(uid, { method: 'POST', url: '/progress', payload: { storyId: story._id, ...body } });

async function summaryOf(uid: string, childId: string, days = 7): Promise<ChildSummary> {
  const response = await call(uid, {
    method: 'GET',
    url: `/children/${childId}/summary?days=${days}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChildSummary>();
}

async function leaderboard(uid: string, childId?: string): Promise<Leaderboard> {
  const query = childId ? `&childId=${childId}` : '';
  const response = await call(uid, { method: 'GET', url: `/leaderboard?period=all${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Leaderboard>();
}

/** Rows kept for a reader in every per-reader table. */
async function rowsKeptFor(reader: string) {
  const { db } = ctx.database;
  const counted = async (query: Promise<unknown[]>) => (await query).length;
  return {
    progress: await counted(
      db.select().from(readingProgress).where(eq(readingProgress.uid, reader)),
    ),
    points: await counted(db.select().from(pointEvents).where(eq(pointEvents.uid, reader))),
    attempts: await counted(db.select().from(quizAttempts).where(eq(quizAttempts.uid, reader))),
    preferences: await counted(
      db.select().from(readerPreferences).where(eq(readerPreferences.uid, reader)),
    ),
    readingEvents: await counted(
      db.select().from(readingEvents).where(eq(readingEvents.reader, reader)),
    ),
    coachWords: await counted(db.select().from(coachWords).where(eq(coachWords.reader, reader))),
  };
}
const NOTHING_KEPT = {
  progress: 0,
  points: 0,
  attempts: 0,
  preferences: 0,
  readingEvents: 0,
  coachWords: 0,
};

/** Midnight UTC `back` days before today, plus `hours`. */
const daysAgo = (back: number, hours = 10) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back, hours),
  );
};
const dateOf = (day: Date) => day.toISOString().slice(0, 10);

async function insertReading(reader: string, at: Date, seconds = 60, pageNo = 1) {
  await ctx.database.db
    .insert(readingEvents)
    .values({ reader, storyId: story._id, pageNo, seconds, mode: 'self', at });
}

describe('child profiles', () => {
  it('are made, listed in the order they were made, changed and removed', async () => {
    const parent = newParent();
    await call(parent, {
      method: 'PUT',
      url: '/preferences',
      payload: { ...DEFAULT_READER_PREFERENCES, language: 'hindi', textSize: 130 },
    });
    const tara = await addChild(parent, { nickname: '  Tara  ' });
    // Languages default to the account's; the text size to the reader's default.
    expect(tara).toMatchObject({
      nickname: 'Tara',
      avatar: 'tiger',
      storyLanguage: 'hindi',
      interfaceLanguage: 'hindi',
      textSize: 100,
      onLeaderboard: true,
    });
    const kabir = await addChild(parent, {
      nickname: 'कबीर',
      avatar: 'owl',
      storyLanguage: 'bn',
      interfaceLanguage: 'marathi',
      textSize: 150,
      onLeaderboard: false,
    });
    expect(kabir).toMatchObject({
      nickname: 'कबीर',
      storyLanguage: 'bn',
      interfaceLanguage: 'marathi',
      textSize: 150,
      onLeaderboard: false,
    });
    expect((await listChildren(parent)).map((child) => child.nickname)).toEqual(['Tara', 'कबीर']);
    expect(await listChildren(newParent())).toEqual([]);

    const changed = await call(parent, {
      method: 'PATCH',
      url: `/children/${tara.id}`,
      payload: { nickname: 'Tara Rani', onLeaderboard: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Child>()).toEqual({
      ...tara,
      nickname: 'Tara Rani',
      onLeaderboard: false,
    });

    const removed = await call(parent, { method: 'DELETE', url: `/children/${tara.id}` });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await listChildren(parent)).map((child) => child.id)).toEqual([kabir.id]);
    const again = await call(parent, { method: 'DELETE', url: `/children/${tara.id}` });
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(CHILD_NOT_FOUND);
  });

  it('refuse empty, too long and control-character nicknames and unknown avatars, with a sentence', async () => {
    const parent = newParent();
    const refused: [Record<string, unknown>, string][] = [
      [{ nickname: '' }, 'Nickname is required.'],
      [{ nickname: ' \u200b ' }, 'Nickname is required.'],
      [{ avatar: 'tiger' }, 'Nickname is required.'],
      [{ nickname: 'T'.repeat(NICKNAME_MAX + 1) }, 'Nickname must be at most 30 characters.'],
      [
        { nickname: 'Ta\u0007ra' },
        'Nickname must not contain control or text-direction characters.',
      ],
      [
        { nickname: 'Tara\u202Emiek' },
        'Nickname must not contain control or text-direction characters.',
      ],
      [{ nickname: 'Tara', avatar: 'dragon' }, 'Avatar must be one of: elephant, peacock'],
      [{ nickname: 'Tara', avatar: undefined }, 'Avatar must be one of'],
      [{ nickname: 'Tara', textSize: 55 }, 'Text size must be a whole number from 50 to 150'],
      [{ nickname: 'Tara', interfaceLanguage: 'bn' }, 'Interface language must be one of'],
      [{ nickname: 'Tara', storyLanguage: 'not a language' }, 'is not a language'],
    ];
    for (const [body, message] of refused) {
      const response = await call(parent, {
        method: 'POST',
        url: '/children',
        payload: { avatar: 'tiger', ...body },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect(await listChildren(parent)).toEqual([]);

    // Thirty characters in any script are a nickname; a change is checked the same way.
    const tamil = await addChild(parent, { nickname: 'த'.repeat(NICKNAME_MAX) });
    const change = (payload: object) =>
      call(parent, { method: 'PATCH', url: `/children/${tamil.id}`, payload });
    expect(messageOf(await change({ nickname: 'x'.repeat(31) }))).toContain(
      'Nickname must be at most 30 characters.',
    );
    expect(messageOf(await change({}))).toContain('Give at least one field to change');
    expect((await change({ avatar: 'unicorn' })).statusCode).toBe(400);
    expect(await listChildren(parent)).toEqual([tamil]);
  });

  it(`are at most ${CHILDREN_MAX} to an account: the ninth is refused with a sentence`, async () => {
    const parent = newParent();
    for (let made = 0; made < CHILDREN_MAX - 2; made += 1) {
      await addChild(parent, { nickname: `Child ${made + 1}` });
    }
    // Three at once with room for two: exactly two are made.
    const racing = await Promise.all(
      ['Asha', 'Ravi', 'Meena'].map((nickname) =>
        call(parent, { method: 'POST', url: '/children', payload: { nickname, avatar: 'cat' } }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 409]);
    const ninth = await call(parent, {
      method: 'POST',
      url: '/children',
      payload: { nickname: 'Nine', avatar: 'fish' },
    });
    expect(ninth.statusCode).toBe(409);
    expect(messageOf(ninth)).toBe(TOO_MANY_CHILDREN);
    expect(TOO_MANY_CHILDREN).toBe('An account can have at most 8 children.');
    expect(await listChildren(parent)).toHaveLength(CHILDREN_MAX);
  });

  it('are not found by another family, in every route that takes a child, and nothing changes', async () => {
    const parent = newParent();
    const otherParent = newParent();
    const theirs = await addChild(otherParent, { nickname: 'Zoya', storyLanguage: 'tamil' });
    await read(otherParent, { page_no: 1, childId: theirs.id, seconds: 30, mode: 'self' });
    const keptBefore = await rowsKeptFor(`child:${theirs.id}`);
    const quizId = await insertQuiz(ctx, story._id, 'approved');
    const attemptId = randomUUID();
    const childId = theirs.id;

    const requests: InjectOptions[] = [
      { method: 'PATCH', url: `/children/${childId}`, payload: { nickname: 'Mine now' } },
      { method: 'DELETE', url: `/children/${childId}` },
      { method: 'GET', url: `/children/${childId}/summary?days=30` },
      { method: 'POST', url: '/progress', payload: { storyId: story._id, page_no: 2, childId } },
      { method: 'POST', url: `/quizzes/${quizId}/attempts`, payload: { childId } },
      {
        method: 'POST',
        url: `/quizzes/${quizId}/check`,
        payload: { childId, attemptId, question: 0, choice: 1 },
      },
      {
        method: 'POST',
        url: `/quizzes/${quizId}/attempts/${attemptId}/finish`,
        payload: { childId },
      },
      { method: 'GET', url: `/preferences?childId=${childId}` },
      {
        method: 'PUT',
        url: '/preferences',
        payload: { ...DEFAULT_READER_PREFERENCES, language: 'spanish', childId },
      },
      { method: 'GET', url: `/KahaniJson/getkahanis/${parent}?childId=${childId}` },
      { method: 'GET', url: `/KahaniJson/getkahanis/${parent}?limit=5&childId=${childId}` },
      { method: 'GET', url: `/leaderboard?childId=${childId}` },
      {
        method: 'POST',
        url: '/coach/results',
        payload: {
          childId,
          storyId: story._id,
          page_no: 1,
          words: [{ word: 'crow', right: true }],
        },
      },
    ];
    for (const request of requests) {
      const response = await call(parent, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(messageOf(response)).toBe(CHILD_NOT_FOUND);
      expect(response.body).not.toContain('Zoya');
    }
    // An id nobody has is answered the same way.
    const unknown = await call(parent, { method: 'GET', url: `/children/${randomUUID()}/summary` });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(CHILD_NOT_FOUND);

    expect(await listChildren(otherParent)).toEqual([theirs]);
    expect(await rowsKeptFor(`child:${theirs.id}`)).toEqual(keptBefore);
    expect(await rowsKeptFor(parent)).toEqual(NOTHING_KEPT);
  });
});

describe('reading per child', () => {
  it("keeps each child's progress apart from the parent's and from a sibling's", async () => {
    const parent = newParent();
    const tara = await addChild(parent, { nickname: 'Tara' });
    const kabir = await addChild(parent, { nickname: 'Kabir' });
    for (const page_no of [1, 2, 3]) {
      expect((await read(parent, { page_no, childId: tara.id })).statusCode).toBe(200);
    }
    const kabirs = await read(parent, { page_no: 1, childId: kabir.id });
    // Kabir's first page earns Kabir a point although Tara read it already.
    expect(kabirs.json()).toMatchObject({ pagesRead: [1], storyPoints: 1, pointsEarned: 1 });

    const placeOf = async (childId?: string) => {
      const query = childId ? `?childId=${childId}` : '';
      const list = storyListSchema.parse(
        (
          await call(parent, { method: 'GET', url: `/KahaniJson/getkahanis/${parent}${query}` })
        ).json(),
      );
      return list.find((entry) => entry._id === story._id)?.lastPageRead;
    };
    expect(await placeOf(tara.id)).toBe(3);
    expect(await placeOf(kabir.id)).toBe(1);
    expect(await placeOf()).toBeUndefined();

    // The catalogue's first page: "continue reading" is the child's own.
    const continueReading = async (childId?: string) => {
      const query = childId ? `&childId=${childId}` : '';
      const page = (
        await call(parent, {
          method: 'GET',
          url: `/KahaniJson/getkahanis/${parent}?limit=3${query}`,
        })
      ).json<CataloguePage>();
      return page.continueReading?.map((entry) => [entry._id, entry.lastPageRead]);
    };
    expect(await continueReading(tara.id)).toEqual([[story._id, 3]]);
    expect(await continueReading(kabir.id)).toEqual([[story._id, 1]]);
    expect(await continueReading()).toEqual([]);
    expect(await rowsKeptFor(parent)).toEqual(NOTHING_KEPT);
  });

  it('keeps quiz attempts and their points per child', async () => {
    const parent = newParent();
    const tara = await addChild(parent, { nickname: 'Tara' });
    const quizId = await insertQuiz(ctx, story._id, 'approved');
    const play = async (childId: string | undefined, choice: number) => {
      const reader = childId ? { childId } : {};
      const started = await call(parent, {
        method: 'POST',
        url: `/quizzes/${quizId}/attempts`,
        payload: reader,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { attemptId } = started.json<{ attemptId: string }>();
      await call(parent, {
        method: 'POST',
        url: `/quizzes/${quizId}/check`,
        payload: { ...reader, attemptId, question: 0, choice },
      });
      return call(parent, {
        method: 'POST',
        url: `/quizzes/${quizId}/attempts/${attemptId}/finish`,
        payload: reader,
      });
    };
    expect((await play(tara.id, 1)).json()).toMatchObject({
      correct: 1,
      firstAttempt: true,
      points: 2,
    });
    // The parent's own first attempt is theirs, not a second one of Tara's.
    expect((await play(undefined, 0)).json()).toMatchObject({ firstAttempt: true, points: 0 });
    expect((await play(tara.id, 1)).json()).toMatchObject({ firstAttempt: false, points: 0 });
    // Without a body at all, the attempt is the account's, as before.
    const bare = await call(parent, { method: 'POST', url: `/quizzes/${quizId}/attempts` });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await rowsKeptFor(`child:${tara.id}`)).attempts).toBe(2);
    expect((await leaderboard(parent, tara.id)).caller?.points).toBe(2);
  });

  it("gives a child its profile's language and text size in its settings", async () => {
    const parent = newParent();
    const tara = await addChild(parent, {
      nickname: 'Tara',
      storyLanguage: 'gujarati',
      textSize: 120,
    });
    const settingsOf = async (childId?: string) => {
      const query = childId ? `?childId=${childId}` : '';
      const response = await call(parent, { method: 'GET', url: `/preferences${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PreferencesAnswer>().preferences;
    };
    expect(await settingsOf(tara.id)).toEqual({
      ...DEFAULT_READER_PREFERENCES,
      language: 'gujarati',
      textSize: 120,
    });
    const saved = await call(parent, {
      method: 'PUT',
      url: '/preferences',
      payload: {
        ...DEFAULT_READER_PREFERENCES,
        language: 'ta',
        textSize: 140,
        themeMode: 'dark',
        childId: tara.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PreferencesAnswer>().preferences).not.toHaveProperty('childId');
    expect(await settingsOf(tara.id)).toMatchObject({
      language: 'tamil',
      textSize: 140,
      themeMode: 'dark',
    });
    expect((await listChildren(parent))[0]).toMatchObject({
      storyLanguage: 'tamil',
      textSize: 140,
    });
    // A parent's change of the profile is what the child's reader opens with.
    await call(parent, { method: 'PATCH', url: `/children/${tara.id}`, payload: { textSize: 80 } });
    expect(await settingsOf(tara.id)).toMatchObject({ textSize: 80, themeMode: 'dark' });
    expect(await settingsOf()).toBeNull();
  });

  it('refuses seconds and modes that are not ones', async () => {
    const parent = newParent();
    for (const [body, message] of [
      [{ seconds: -1 }, 'seconds must be 0 or more.'],
      [{ seconds: 1.5 }, 'seconds must be a whole number.'],
      [{ seconds: '60' }, 'seconds must be a number.'],
      [{ mode: 'sleeping' }, 'mode must be one of: listened, self, coach.'],
    ] as const) {
      const response = await read(parent, { page_no: 1, ...body });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect(await rowsKeptFor(parent)).toEqual(NOTHING_KEPT);
  });
});

describe('a child removed while reading', () => {
  it('stores nothing of a page or coach result that arrives as the child is removed', async () => {
    const parent = newParent();
    const { id: childId } = await addChild(parent, { nickname: 'Tara' });
    const progressHeld = holds.holdNext('POST', '/progress');
    const coachHeld = holds.holdNext('POST', '/coach/results');
    const reading = read(parent, { page_no: 1, childId, seconds: 30, mode: 'coach' });
    const coaching = call(parent, {
      method: 'POST',
      url: '/coach/results',
      payload: { childId, storyId: story._id, page_no: 1, words: [{ word: 'crow', right: true }] },
    });
    await Promise.all([progressHeld.arrived, coachHeld.arrived]);
    const removal = await call(parent, { method: 'DELETE', url: `/children/${childId}` });
    expect(removal.statusCode).toBe(204);
    progressHeld.release();
    coachHeld.release();
    for (const response of await Promise.all([reading, coaching])) {
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(CHILD_NOT_FOUND);
    }
    expect(await rowsKeptFor(`child:${childId}`)).toEqual(NOTHING_KEPT);
  });
});

describe('the leaderboard with children', () => {
  it('shows a child by nickname only, never the parent’s name, and leaves out a child kept off it', async () => {
    const parent = newParent();
    await call(parent, {
      method: 'POST',
      url: '/signup',
      payload: { username: 'Meera Sharma', email: emailOf(parent), userId: parent },
    });
    const tara = await addChild(parent, { nickname: 'Tara' });
    const ishaan = await addChild(parent, { nickname: 'Ishaan', onLeaderboard: false });
    const hidden = await addChild(parent, { nickname: 'meera.sharma@example.com' });
    for (const page_no of [1, 2, 3]) await read(parent, { page_no, childId: tara.id });
    await read(parent, { page_no: 1, childId: ishaan.id });
    await read(parent, { page_no: 1, childId: hidden.id });

    const seen = await leaderboard(newParent());
    const names = seen.top.map((entry) => entry.name);
    expect(seen.top).toContainEqual(expect.objectContaining({ name: 'Tara', isCaller: false }));
    expect(names).not.toContain('Meera S.');
    expect(names).not.toContain('Ishaan');
    expect(names.join(' ')).not.toContain('@');
    expect(JSON.stringify(seen)).not.toContain(parent);

    // The child asking is the caller; the parent asking has no place (no points of their own).
    const taras = await leaderboard(parent, tara.id);
    expect(taras.caller).toMatchObject({ name: 'Tara', points: 3, isCaller: true });
    expect(taras.top.filter((entry) => entry.isCaller)).toHaveLength(1);
    expect((await leaderboard(parent)).caller).toBeNull();
    expect((await leaderboard(parent, ishaan.id)).caller).toBeNull();
    // Kept off the leaderboard, Ishaan's points still count for the family view.
    expect((await summaryOf(parent, ishaan.id)).points).toEqual({ period: 1, allTime: 1 });

    // Let back on, Ishaan appears.
    await call(parent, {
      method: 'PATCH',
      url: `/children/${ishaan.id}`,
      payload: { onLeaderboard: true },
    });
    expect((await leaderboard(parent, ishaan.id)).caller).toMatchObject({
      name: 'Ishaan',
      points: 1,
    });
  });

  it("removes a child's points, progress, attempts, settings, reading time and coach words with the child", async () => {
    const parent = newParent();
    const tara = await addChild(parent, { nickname: 'Tarangini' });
    const childId = tara.id;
    for (const page_no of [1, 2, 3])
      await read(parent, { page_no, childId, seconds: 20, mode: 'coach' });
    await call(parent, {
      method: 'POST',
      url: '/coach/results',
      payload: { childId, storyId: story._id, page_no: 1, words: [{ word: 'crow', right: false }] },
    });
    await call(parent, {
      method: 'PUT',
      url: '/preferences',
      payload: { ...DEFAULT_READER_PREFERENCES, childId },
    });
    const quizId = await insertQuiz(ctx, story._id, 'approved');
    await call(parent, {
      method: 'POST',
      url: `/quizzes/${quizId}/attempts`,
      payload: { childId },
    });
    expect(await rowsKeptFor(`child:${childId}`)).toEqual({
      progress: 1,
      points: 3,
      attempts: 1,
      preferences: 1,
      readingEvents: 3,
      coachWords: 1,
    });
    expect((await leaderboard(newParent())).top.map((entry) => entry.name)).toContain('Tarangini');

    expect((await call(parent, { method: 'DELETE', url: `/children/${childId}` })).statusCode).toBe(
      204,
    );
    expect(await rowsKeptFor(`child:${childId}`)).toEqual(NOTHING_KEPT);
    expect((await leaderboard(newParent())).top.map((entry) => entry.name)).not.toContain(
      'Tarangini',
    );
  });
});

describe('the family view (GET /children/:id/summary)', () => {
  it('answers a week with reading on two days, each page view counted up to 300 seconds', async () => {
    const parent = newParent();
    const tara = await addChild(parent, { nickname: 'Tara' });
    const childId = tara.id;
    await read(parent, { page_no: 1, childId, seconds: 1000, mode: 'listened' });
    await read(parent, { page_no: 2, childId, seconds: 60, mode: 'self' });
    await read(parent, { page_no: 2, childId, seconds: 30, mode: 'self' });
    await read(parent, { page_no: 3, childId });
    await insertReading(`child:${childId}`, daysAgo(3), 120);

    const summary = await summaryOf(parent, childId);
    const today = dateOf(daysAgo(0));
    expect(summary).toMatchObject({ childId, days: 7, from: dateOf(daysAgo(6)), to: today });
    expect(summary.daily.map((day) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => dateOf(daysAgo(back))),
    );
    // 300 (1000 capped) + 60 + 30 + 0 seconds; pages 1, 2 and 3 (page 2 once).
    expect(summary.daily.at(-1)).toEqual({
      date: today,
      minutes: 6.5,
      pages: 3,
      storiesFinished: 0,
    });
    expect(summary.daily[3]).toEqual({
      date: dateOf(daysAgo(3)),
      minutes: 2,
      pages: 1,
      storiesFinished: 0,
    });
    for (const index of [0, 1, 2, 4, 5]) {
      expect(summary.daily[index]).toMatchObject({ minutes: 0, pages: 0, storiesFinished: 0 });
    }
    expect(summary.totals).toEqual({ minutes: 8.5, pages: 4, storiesFinished: 0 });
    expect(summary.modes).toEqual({ listened: 1, self: 3, coach: 0 });
    expect(summary.streak).toBe(1);
    expect(summary.points).toEqual({ period: 3, allTime: 3 });
  });

  it('counts a story finished on the day its last page was read, once', async () => {
    const parent = newParent();
    const { id: childId } = await addChild(parent, { nickname: 'Tara' });
    for (let page_no = 1; page_no < story.pageCount; page_no += 1) {
      await read(parent, { page_no, childId, mode: 'self' });
    }
    await read(parent, { page_no: story.pageCount, childId, finished: true });
    await read(parent, { page_no: story.pageCount, childId, finished: true });
    const summary = await summaryOf(parent, childId);
    expect(summary.totals).toMatchObject({ pages: story.pageCount, storiesFinished: 1 });
    expect(summary.daily.at(-1)?.storiesFinished).toBe(1);
  });

  it('answers zeros for every day of an empty week, 30 days when asked, and only 7 or 30', async () => {
    const parent = newParent();
    const kabir = await addChild(parent, { nickname: 'Kabir' });
    const week = await summaryOf(parent, kabir.id);
    expect(week.daily).toHaveLength(7);
    expect(
      week.daily.every((day) => day.minutes === 0 && day.pages === 0 && day.storiesFinished === 0),
    ).toBe(true);
    expect(week).toMatchObject({
      totals: { minutes: 0, pages: 0, storiesFinished: 0 },
      modes: { listened: 0, self: 0, coach: 0 },
      wordsPractised: 0,
      hardWords: [],
      streak: 0,
      points: { period: 0, allTime: 0 },
    });
    const month = await summaryOf(parent, kabir.id, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.from).toBe(dateOf(daysAgo(29)));
    const withoutDays = await call(parent, { method: 'GET', url: `/children/${kabir.id}/summary` });
    expect(withoutDays.json<ChildSummary>().days).toBe(7);
    const fortnight = await call(parent, {
      method: 'GET',
      url: `/children/${kabir.id}/summary?days=14`,
    });
    expect(fortnight.statusCode).toBe(400);
    expect(messageOf(fortnight)).toContain('days must be 7 or 30.');
  });

  it('counts the streak of days in a row up to today, or up to yesterday before today’s reading', async () => {
    const parent = newParent();
    const { id: childId } = await addChild(parent, { nickname: 'Tara' });
    const reader = `child:${childId}`;
    // Yesterday and the two days before it; a day's gap before those.
    for (const back of [1, 2, 3, 5, 6]) await insertReading(reader, daysAgo(back));
    expect((await summaryOf(parent, childId)).streak).toBe(3);
    await read(parent, { page_no: 1, childId });
    expect((await summaryOf(parent, childId)).streak).toBe(4);
    // A streak is not bounded by the period shown.
    for (const back of [4, 7, 8, 9]) await insertReading(reader, daysAgo(back));
    expect((await summaryOf(parent, childId)).streak).toBe(10);
  });

  it('counts the words practised with the coach and the words still hard', async () => {
    const parent = newParent();
    const { id: childId } = await addChild(parent, { nickname: 'Tara' });
    const coach = (words: { word: string; right: boolean }[], page_no = 1) =>
      call(parent, {
        method: 'POST',
        url: '/coach/results',
        payload: { childId, storyId: story._id, page_no, words },
      });
    const first = await coach([
      { word: 'Moon', right: true },
      { word: 'crow', right: false },
      { word: 'pebble', right: false },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ saved: 3 });
    await coach([
      { word: 'moon', right: true },
      { word: 'CROW', right: false },
      { word: 'पानी', right: false },
    ]);
    // Pebble, missed twice, then read right: practised, no longer hard.
    const reader = `child:${childId}`;
    const rows = (word: string, right: boolean, at: Date) => ({
      reader,
      storyId: story._id,
      pageNo: 2,
      word,
      right,
      at,
    });
    await ctx.database.db.insert(coachWords).values([
      rows('pebble', false, daysAgo(2)),
      rows('पानी', false, daysAgo(2)),
      rows('pebble', true, new Date(Date.now() + 1000)),
      // Missed twice a month ago: outside the week.
      rows('thirsty', false, daysAgo(20)),
      rows('thirsty', false, daysAgo(20, 11)),
    ]);
    const week = await summaryOf(parent, childId);
    expect(week.wordsPractised).toBe(4);
    // Crow missed twice this week, पानी once today and once two days ago; the most missed and
    // most recently missed first.
    expect(week.hardWords).toEqual(['crow', 'पानी']);
    expect((await summaryOf(parent, childId, 30)).hardWords).toEqual(['crow', 'पानी', 'thirsty']);

    // At most twenty.
    const many = Array.from({ length: 25 }, (_, index) => `word${index}`);
    await coach(many.map((word) => ({ word, right: false })));
    await coach(many.map((word) => ({ word, right: false })));
    expect((await summaryOf(parent, childId)).hardWords).toHaveLength(HARD_WORDS_SHOWN);
  });

  it('refuses coach results without words, with too many or with words that are no words', async () => {
    const parent = newParent();
    const { id: childId } = await addChild(parent, { nickname: 'Tara' });
    const coach = (words: unknown, page_no = 1) =>
      call(parent, {
        method: 'POST',
        url: '/coach/results',
        payload: { childId, storyId: story._id, page_no, words },
      });
    const refused: [unknown, string][] = [
      [[], 'words must hold at least one word.'],
      [
        Array.from({ length: 501 }, () => ({ word: 'a', right: true })),
        'words must hold at most 500 words.',
      ],
      [[{ word: 'two words', right: true }], 'word must be one word'],
      [[{ word: 'w'.repeat(41), right: true }], 'word must be at most 40 characters.'],
      [[{ word: ' ', right: true }], 'word is required.'],
      [[{ word: 'crow', right: 'yes' }], 'right must be true or false.'],
    ];
    for (const [words, message] of refused) {
      const response = await coach(words);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    const pastTheEnd = await coach([{ word: 'crow', right: true }], story.pageCount + 1);
    expect(pastTheEnd.statusCode).toBe(400);
    expect(messageOf(pastTheEnd)).toContain(`the story has ${story.pageCount} pages`);
    expect((await rowsKeptFor(`child:${childId}`)).coachWords).toBe(0);
  });
});

describe('removing an account with children', () => {
  it('counts the children and their reading in the preview and the audit, and removes them', async () => {
    const tara = await addChild(LEAVING_UID, { nickname: 'Tara' });
    const kabir = await addChild(LEAVING_UID, { nickname: 'Kabir' });
    await read(LEAVING_UID, { page_no: 1 });
    await read(LEAVING_UID, { page_no: 1, childId: tara.id, seconds: 10, mode: 'coach' });
    await read(LEAVING_UID, { page_no: 2, childId: kabir.id });
    await call(LEAVING_UID, {
      method: 'POST',
      url: '/coach/results',
      payload: {
        childId: tara.id,
        storyId: story._id,
        page_no: 1,
        words: [{ word: 'moon', right: true }],
      },
    });

    const preview = await call(ADMIN_UID, {
      method: 'GET',
      url: `/accounts?email=${emailOf(LEAVING_UID)}`,
    });
    expect(preview.json<Account[]>()[0]?.data).toMatchObject({ children: 2, readingProgress: 3 });

    const removal = await call(ADMIN_UID, {
      method: 'DELETE',
      url: `/accounts/${LEAVING_UID}`,
      payload: { confirmEmail: emailOf(LEAVING_UID) },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json<AccountDeletion>().removed).toMatchObject({
      children: 2,
      readingProgress: 3,
    });
    const audit = await call(ADMIN_UID, { method: 'GET', url: '/accounts/deletions' });
    expect(
      audit.json<AccountDeletion[]>().find((entry) => entry.uid === LEAVING_UID)?.removed,
    ).toMatchObject({ children: 2 });

    for (const reader of [LEAVING_UID, `child:${tara.id}`, `child:${kabir.id}`]) {
      expect(await rowsKeptFor(reader)).toEqual(NOTHING_KEPT);
    }
    const left = await ctx.database.db
      .select()
      .from(children)
      .where(inArray(children.id, [tara.id, kabir.id]));
    expect(left).toEqual([]);
    const { rows } = await ctx.database.db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM children WHERE owner_uid = ${LEAVING_UID}`,
    );
    expect(Number(rows[0]?.total)).toBe(0);
  });
});
