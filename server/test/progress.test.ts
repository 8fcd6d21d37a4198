import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyListSchema } from '../../contract/stories';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  requestStory,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let storyId: string;
let pageCount: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const [first] = storyListSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
  );
  storyId = first!._id;
  pageCount = first!.pageCount;
});
afterAll(async () => ctx.close());

const record = (payload: object, uid?: string) =>
  ctx.app.inject({ method: 'POST', url: '/progress', payload, headers: uid ? bearer(uid) : {} });

/** Reads every page of a story in order, then says it was finished; answers the last answer. */
async function readWhole(uid: string, id = storyId, pages = pageCount) {
  for (let page = 1; page < pages; page += 1) await record({ storyId: id, page_no: page }, uid);
  return record({ storyId: id, page_no: pages, finished: true }, uid);
}

const pointsOf = async (uid: string) => {
  const { rows } = await ctx.database.db.execute<{ source: string }>(
    sql`SELECT source FROM point_events WHERE uid = ${uid}`,
  );
  return rows.map((row) => row.source);
};

describe('POST /progress', () => {
  it('keeps the pages read and the last page for the personalised list', async () => {
    expect((await record({ storyId, page_no: 1 }, PARENT_UID)).statusCode).toBe(200);
    const answer = await record({ storyId, page_no: 2 }, PARENT_UID);
    expect(answer.json()).toEqual({
      storyId,
      lastPageRead: 2,
      pagesRead: [1, 2],
      finished: false,
      storyPoints: 2,
      pointsEarned: 1,
    });
    const list = storyListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/KahaniJson/getkahanis/${PARENT_UID}`,
          headers: bearer(PARENT_UID),
        })
      ).json(),
    );
    expect(list.find((story) => story._id === storyId)).toMatchObject({
      lastPageRead: 2,
      finished: false,
      lastReadAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const other = storyListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/KahaniJson/getkahanis/${OTHER_UID}`,
          headers: bearer(OTHER_UID),
        })
      ).json(),
    );
    expect(other.find((story) => story._id === storyId)?.lastPageRead).toBeUndefined();
  });

  it('remembers that a story was finished', async () => {
    await readWhole(PARENT_UID);
    const again = await record({ storyId, page_no: 1 }, PARENT_UID);
    expect(again.json<{ finished: boolean }>().finished).toBe(true);
  });

  it('credits leaderboard points for a new page and a finished story, once each', async () => {
    const reader = 'points-reader';
    await record({ storyId, page_no: 1 }, reader);
    await readWhole(reader);
    await readWhole(reader);
    const { rows } = await ctx.database.db.execute<{ source: string; points: number }>(
      sql`SELECT source, points FROM point_events WHERE uid = ${reader} ORDER BY source`,
    );
    expect(rows).toEqual([
      { source: `finish:${storyId}`, points: 5 },
      ...Array.from({ length: pageCount }, (_, index) => ({
        source: `page:${storyId}:${index + 1}`,
        points: 1,
      })),
    ]);
  });

  it('answers the points the story has brought the reader, and what this call added', async () => {
    const reader = 'story-points-reader';
    const [other] = storyListSchema
      .parse((await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json())
      .filter((story) => story._id !== storyId);
    // Points from another story and from a quiz are not this story's.
    await record({ storyId: other!._id, page_no: 1 }, reader);
    await ctx.database.db.execute(
      sql`INSERT INTO point_events (uid, source, points) VALUES (${reader}, ${`quiz:${storyId}`}, 4)`,
    );
    const points = async (payload: object) => {
      const answer = (await record(payload, reader)).json<{
        storyPoints: number;
        pointsEarned: number;
      }>();
      return [answer.storyPoints, answer.pointsEarned];
    };
    expect(await points({ storyId, page_no: 1 })).toEqual([1, 1]);
    expect(await points({ storyId, page_no: 2 })).toEqual([2, 1]);
    expect(await points({ storyId, page_no: 2 })).toEqual([2, 0]);
    for (let page = 3; page < pageCount; page += 1)
      await record({ storyId, page_no: page }, reader);
    const whole = pageCount + 5;
    expect(await points({ storyId, page_no: pageCount, finished: true })).toEqual([whole, 6]);
    expect(await points({ storyId, page_no: pageCount, finished: true })).toEqual([whole, 0]);
  });

  it('finishes a story only once every page was read', async () => {
    const reader = 'skipping-reader';
    expect(pageCount).toBeGreaterThan(2);
    const claimed = await record({ storyId, page_no: 1, finished: true }, reader);
    expect(claimed.json()).toMatchObject({ finished: false, storyPoints: 1, pointsEarned: 1 });
    // Skipping a middle page is not reading the story either.
    await record({ storyId, page_no: pageCount, finished: true }, reader);
    expect(await pointsOf(reader)).not.toContain(`finish:${storyId}`);
    for (let page = 2; page < pageCount; page += 1)
      await record({ storyId, page_no: page }, reader);
    const done = await record({ storyId, page_no: pageCount, finished: true }, reader);
    expect(done.json()).toMatchObject({
      finished: true,
      storyPoints: pageCount + 5,
      pointsEarned: 5,
    });
  });

  it('keeps a requester’s place in their own unpublished story but gives no points for it', async () => {
    const requester = 'story-farmer';
    const pending = await requestStory(ctx, requester, 'Hundred Page Tale');
    const rejected = await requestStory(ctx, requester, 'Rejected Tale');
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/storiesModification/${rejected._id}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'reject', reason: 'Not for children.' },
    });
    expect(review.statusCode).toBe(200);
    for (const story of [pending, rejected]) {
      const answer = await readWhole(requester, story._id, story.pageCount);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        lastPageRead: story.pageCount,
        finished: true,
        storyPoints: 0,
        pointsEarned: 0,
      });
    }
    expect(await pointsOf(requester)).toEqual([]);
    const leaderboard = await ctx.app.inject({
      url: '/leaderboard?period=all',
      headers: bearer(requester),
    });
    expect(leaderboard.json<{ caller: unknown }>().caller).toBeNull();
  });

  it('answers 401, 400 and 404', async () => {
    expect((await record({ storyId, page_no: 1 })).statusCode).toBe(401);
    expect((await record({ storyId, page_no: 0 }, PARENT_UID)).statusCode).toBe(400);
    expect((await record({ storyId, page_no: 999 }, PARENT_UID)).statusCode).toBe(400);
    expect((await record({ storyId: 'missing', page_no: 1 }, PARENT_UID)).statusCode).toBe(404);
  });
});
