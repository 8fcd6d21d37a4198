import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../contract/quizzes';
import { storyListSchema, type StorySummary } from '../../contract/stories';
import { startOfWeek } from '../src/routes/leaderboard';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let story: StorySummary;
beforeAll(async () => {
  ctx = await createTestApp();
  [story] = storyListSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
  ) as [StorySummary];
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE point_events, users, reading_progress, quizzes`);
});

const board = async (uid: string, period: 'week' | 'all' = 'all') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/leaderboard?period=${period}`,
    headers: bearer(uid),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Leaderboard>();
};

async function addUser(uid: string, username: string) {
  await ctx.database.db.execute(
    sql`INSERT INTO users (uid, username, email) VALUES (${uid}, ${username}, ${`${uid}@example.com`})`,
  );
}
async function addPoints(uid: string, points: number, earnedAt = new Date(), source = 'test') {
  await ctx.database.db.execute(
    sql`INSERT INTO point_events (uid, source, points, earned_at)
        VALUES (${uid}, ${`${source}:${points}:${earnedAt.getTime()}`}, ${points}, ${earnedAt.toISOString()}::timestamptz)`,
  );
}
const read = (uid: string, page_no: number, finished = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/progress',
    headers: bearer(uid),
    payload: { storyId: story._id, page_no, finished },
  });

describe('GET /leaderboard', () => {
  it('gives 1 point per page read the first time and 5 per story finished', async () => {
    await addUser(PARENT_UID, 'Meera Rao');
    await read(PARENT_UID, 1);
    await read(PARENT_UID, 2);
    await read(PARENT_UID, 1);
    expect((await board(PARENT_UID)).caller).toEqual({
      rank: 1,
      name: 'Meera R.',
      points: 2,
      isCaller: true,
    });
    for (let page = 3; page < story.pageCount; page += 1) await read(PARENT_UID, page);
    await read(PARENT_UID, story.pageCount, true);
    await read(PARENT_UID, story.pageCount, true);
    const expected = story.pageCount + 5;
    expect((await board(PARENT_UID)).caller?.points).toBe(expected);
    expect((await board(PARENT_UID, 'week')).caller?.points).toBe(expected);
  });

  it('counts only the first attempt at a quiz, 2 points per right answer', async () => {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/quizzes',
      headers: bearer(PARENT_UID),
      payload: {
        storyId: story._id,
        title: 'Quiz',
        questions: [
          { prompt: 'One?', options: ['a', 'b'], answerIndex: 0 },
          { prompt: 'Two?', options: ['a', 'b'], answerIndex: 1 },
        ],
      },
    });
    const quizId = submitted.json<{ _id: string }>()._id;
    await ctx.app.inject({
      method: 'POST',
      url: `/quizzes/${quizId}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'approve' },
    });
    const play = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(OTHER_UID), payload });
    const attempt = async (answers: number[]) => {
      const { attemptId } = (await play(`/quizzes/${quizId}/attempts`, {})).json<{
        attemptId: string;
      }>();
      for (const [question, choice] of answers.entries()) {
        await play(`/quizzes/${quizId}/check`, { attemptId, question, choice });
      }
      await play(`/quizzes/${quizId}/attempts/${attemptId}/finish`, {});
    };
    await attempt([0, 0]);
    await attempt([0, 1]);
    expect((await board(OTHER_UID)).caller?.points).toBe(2);
  });

  it('lets ties share a rank, and shows names as first name and last initial', async () => {
    await addUser('a', 'Asha Verma');
    await addUser('b', 'Bilal Khan');
    await addUser('c', 'Chen');
    await addUser('d', 'dev@example.com');
    await addPoints('a', 10);
    await addPoints('b', 10);
    await addPoints('c', 4);
    await addPoints('d', 1);
    const { top } = await board('c');
    expect(top).toEqual([
      {
        rank: 1,
        name: expect.stringMatching(/^(Asha V\.|Bilal K\.)$/),
        points: 10,
        isCaller: false,
      },
      {
        rank: 1,
        name: expect.stringMatching(/^(Asha V\.|Bilal K\.)$/),
        points: 10,
        isCaller: false,
      },
      { rank: 3, name: 'Chen', points: 4, isCaller: true },
      { rank: 4, name: 'A Kahani reader', points: 1, isCaller: false },
    ]);
    expect(JSON.stringify(top)).not.toContain('@');
  });

  it('counts this week from Monday 00:00 UTC and all time separately', async () => {
    const monday = startOfWeek(new Date());
    await addPoints('old', 50, new Date(monday.getTime() - 1000));
    await addPoints('new', 3, new Date(monday.getTime() + 1000));
    const week = await board('new', 'week');
    expect(week.since).toBe(monday.toISOString());
    expect(week.top.map((entry) => entry.points)).toEqual([3]);
    const all = await board('new', 'all');
    expect(all.since).toBeNull();
    expect(all.top.map((entry) => entry.points)).toEqual([50, 3]);
    expect(all.caller).toMatchObject({ rank: 2, points: 3 });
  });

  it('shows the top 20 and the caller’s own place outside it', async () => {
    for (let i = 0; i < 25; i += 1) await addPoints(`reader-${i}`, 100 - i);
    await addPoints('last', 1);
    const result = await board('last');
    expect(result.top).toHaveLength(20);
    expect(result.top.at(-1)).toMatchObject({ rank: 20, points: 81 });
    expect(result.caller).toMatchObject({ rank: 26, points: 1, isCaller: true });
    expect((await board('nobody')).caller).toBeNull();
    // Without a users row, the caller still sees the name from their sign-in.
    await addPoints('no-row-reader', 2);
    expect((await board('no-row-reader')).caller?.name).toBe('no-row-reader');
  });

  it('answers 401 without a token and 400 for an unknown period', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/leaderboard' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/leaderboard?period=year',
      headers: bearer(PARENT_UID),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/querystring\.period/);
  });
});

describe('startOfWeek', () => {
  it('is the Monday at 00:00 UTC of the week', () => {
    expect(startOfWeek(new Date('2026-11-23T07:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(startOfWeek(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(startOfWeek(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });
});
