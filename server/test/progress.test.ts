import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyListSchema } from '../../contract/stories';
import { OTHER_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

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
    await record({ storyId, page_no: pageCount, finished: true }, PARENT_UID);
    const again = await record({ storyId, page_no: 1 }, PARENT_UID);
    expect(again.json<{ finished: boolean }>().finished).toBe(true);
  });

  it('credits leaderboard points for a new page and a finished story, once each', async () => {
    const reader = 'points-reader';
    await record({ storyId, page_no: 1 }, reader);
    await record({ storyId, page_no: 1 }, reader);
    await record({ storyId, page_no: pageCount, finished: true }, reader);
    await record({ storyId, page_no: pageCount, finished: true }, reader);
    const { rows } = await ctx.database.db.execute<{ source: string; points: number }>(
      sql`SELECT source, points FROM point_events WHERE uid = ${reader} ORDER BY source`,
    );
    expect(rows).toEqual([
      { source: `finish:${storyId}`, points: 5 },
      { source: `page:${storyId}:1`, points: 1 },
      { source: `page:${storyId}:${pageCount}`, points: 1 },
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
    expect(await points({ storyId, page_no: pageCount, finished: true })).toEqual([8, 6]);
    expect(await points({ storyId, page_no: pageCount, finished: true })).toEqual([8, 0]);
  });

  it('answers 401, 400 and 404', async () => {
    expect((await record({ storyId, page_no: 1 })).statusCode).toBe(401);
    expect((await record({ storyId, page_no: 0 }, PARENT_UID)).statusCode).toBe(400);
    expect((await record({ storyId, page_no: 999 }, PARENT_UID)).statusCode).toBe(400);
    expect((await record({ storyId: 'missing', page_no: 1 }, PARENT_UID)).statusCode).toBe(404);
  });
});
