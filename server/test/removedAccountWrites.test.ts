import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyListSchema } from '../../contract/stories';
import {
  boardPosts,
  boardPostsMade,
  boardReports,
  pointEvents,
  quizAttempts,
  quizDrafts,
  quizzes,
  readingProgress,
} from '../src/db/schema';
import { ACCOUNT_REMOVED } from '../src/domain/liveAccount';
import {
  ADMIN_UID,
  OTHER_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  insertBoardPost,
  insertLeavingUser,
  insertQuiz,
  quizBody,
  requestHolds,
  type TestContext,
} from './helpers';

/**
 * A write of reading progress, the board, quizzes or quiz play that is under way when its
 * account is removed (its sign-in already accepted) must store nothing.
 */

const holds = requestHolds();
let ctx: TestContext;
let storyId: string;
beforeAll(async () => {
  ctx = await createTestApp({
    app: { verifier: fakeIdentityAccounts([]).directory },
    onRoute: holds.onRoute,
  });
  const [first] = storyListSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
  );
  storyId = first!._id;
});
afterAll(async () => ctx.close());

const as = (uid: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  ctx.app.inject({ method, url, headers: bearer(uid), payload });

/** A quiz attempt the user started before their account was removed. */
async function startedAttempt(uid: string, { answered = false } = {}) {
  const quizId = await insertQuiz(ctx, storyId, 'approved');
  const { attemptId } = (await as(uid, 'POST', `/quizzes/${quizId}/attempts`)).json<{
    attemptId: string;
  }>();
  if (answered) {
    await as(uid, 'POST', `/quizzes/${quizId}/check`, { attemptId, question: 0, choice: 1 });
  }
  return { quizId, attemptId };
}

interface Write {
  name: string;
  /** The route's pattern, as registered. */
  route: string;
  /** Done before the removal; answers the write's request. */
  prepare(uid: string): Promise<{ method: 'POST' | 'PUT'; url: string; payload?: object }>;
  /** The user's rows the write could have stored. */
  stored(uid: string): Promise<unknown[]>;
}

const WRITES: Write[] = [
  {
    name: 'reading a page',
    route: '/progress',
    prepare: async () => ({ method: 'POST', url: '/progress', payload: { storyId, page_no: 1 } }),
    stored: async (uid) => [
      ...(await ctx.database.db.select().from(readingProgress).where(eq(readingProgress.uid, uid))),
      ...(await ctx.database.db.select().from(pointEvents).where(eq(pointEvents.uid, uid))),
    ],
  },
  {
    name: 'posting on the board',
    route: '/board',
    prepare: async () => ({ method: 'POST', url: '/board', payload: { text: 'Namaste, sab!' } }),
    stored: async (uid) => [
      ...(await ctx.database.db.select().from(boardPosts).where(eq(boardPosts.author, uid))),
      ...(await ctx.database.db
        .select()
        .from(boardPostsMade)
        .where(eq(boardPostsMade.author, uid))),
    ],
  },
  {
    name: 'reporting a post',
    route: '/board/:postId/report',
    prepare: async () => ({
      method: 'POST',
      url: `/board/${await insertBoardPost(ctx, OTHER_UID)}/report`,
    }),
    stored: (uid) =>
      ctx.database.db.select().from(boardReports).where(eq(boardReports.reporter, uid)),
  },
  {
    name: 'saving a quiz draft',
    route: '/quizzes/drafts/:uid',
    prepare: async (uid) => ({
      method: 'PUT',
      url: `/quizzes/drafts/${uid}`,
      payload: { step: 1, title: '¿Quién?', questions: [] },
    }),
    stored: (uid) => ctx.database.db.select().from(quizDrafts).where(eq(quizDrafts.uid, uid)),
  },
  {
    name: 'sending a quiz',
    route: '/quizzes',
    prepare: async () => ({ method: 'POST', url: '/quizzes', payload: quizBody(storyId) }),
    stored: (uid) => ctx.database.db.select().from(quizzes).where(eq(quizzes.createdBy, uid)),
  },
  {
    name: 'starting a quiz attempt',
    route: '/quizzes/:id/attempts',
    prepare: async () => ({
      method: 'POST',
      url: `/quizzes/${await insertQuiz(ctx, storyId, 'approved')}/attempts`,
    }),
    stored: (uid) => ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.uid, uid)),
  },
  {
    name: 'answering a quiz question',
    route: '/quizzes/:id/check',
    prepare: async (uid) => {
      const { quizId, attemptId } = await startedAttempt(uid);
      return {
        method: 'POST',
        url: `/quizzes/${quizId}/check`,
        payload: { attemptId, question: 0, choice: 1 },
      };
    },
    stored: (uid) => ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.uid, uid)),
  },
  {
    name: 'finishing a quiz attempt',
    route: '/quizzes/:id/attempts/:attemptId/finish',
    prepare: async (uid) => {
      const { quizId, attemptId } = await startedAttempt(uid, { answered: true });
      return { method: 'POST', url: `/quizzes/${quizId}/attempts/${attemptId}/finish` };
    },
    stored: async (uid) => [
      ...(await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.uid, uid))),
      ...(await ctx.database.db.select().from(pointEvents).where(eq(pointEvents.uid, uid))),
    ],
  },
];

describe('a write under way when its account is removed', () => {
  it.each(WRITES)('$name answers 401 and stores nothing', async (write) => {
    const uid = await insertLeavingUser(ctx);
    const { method, url, payload } = await write.prepare(uid);
    const held = holds.holdNext(method, write.route);
    const writing = as(uid, method, url, payload);
    // Its token was accepted; the write has not reached the database yet.
    await held.arrived;

    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${uid}`,
      headers: bearer(ADMIN_UID),
      payload: { confirmEmail: emailOf(uid) },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    held.release();

    const answer = await writing;
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json<{ message: string }>().message).toBe(ACCOUNT_REMOVED);
    expect(await write.stored(uid)).toEqual([]);
  });
});
