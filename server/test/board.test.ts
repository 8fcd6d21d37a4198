import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BOARD_PACE_MESSAGE,
  BOARD_PAGE_SIZE,
  BOARD_POSTS_PER_WINDOW,
  type BoardPage,
  type BoardPost,
} from '../../contract/board';
import { boardPosts, boardPostsMade } from '../src/db/schema';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
  for (const [uid, username] of [
    [PARENT_UID, 'Meera Sharma'],
    [OTHER_UID, 'Anil Kumar'],
    [ADMIN_UID, 'Asha Verma'],
  ] as const) {
    await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearer(uid),
      payload: { username, email: `${uid}@example.com`, userId: uid },
    });
  }
});
afterEach(() => ctx.close());

const post = (uid: string, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/board', headers: bearer(uid), payload: { text } });

async function posted(uid: string, text: string): Promise<BoardPost> {
  const response = await post(uid, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BoardPost>();
}

async function board(uid: string, query = ''): Promise<BoardPage> {
  const response = await ctx.app.inject({ url: `/board${query}`, headers: bearer(uid) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoardPage>();
}

/** Spreads posts over time so that the pace limit and ordering are both exercised. */
async function backdate(postId: string, minutesAgo: number) {
  const then = sql`now() - make_interval(mins => ${minutesAgo})`;
  await ctx.database.db
    .update(boardPosts)
    .set({ createdAt: then })
    .where(sql`${boardPosts.id} = ${postId}`);
  await ctx.database.db
    .update(boardPostsMade)
    .set({ madeAt: then })
    .where(sql`${boardPostsMade.postId} = ${postId}`);
}

describe('the message board', () => {
  it('keeps plain text as written and names the author by first name and last initial', async () => {
    const text = '<b>Hello</b> <script>alert(1)</script> https://example.com  ';
    const created = await posted(PARENT_UID, text);
    expect(created).toMatchObject({
      text: text.trim(),
      authorName: 'Meera S.',
      mine: true,
      hidden: false,
      reportedByMe: false,
      reports: 0,
    });
    const seen = await board(OTHER_UID);
    expect(seen.items).toEqual([{ ...created, mine: false }]);
    expect(JSON.stringify(seen)).not.toContain('@example.com');
  });

  it('names an author who never called /signup by the verified token name', async () => {
    const created = await posted('parent-new', 'First post');
    // The test verifier's token name is the uid itself.
    expect(created.authorName).toBe('parent-new');
  });

  it('lists newest first, twenty a page', async () => {
    const ids: string[] = [];
    for (let index = 0; index < BOARD_PAGE_SIZE + 3; index += 1) {
      const uid = [PARENT_UID, OTHER_UID, ADMIN_UID][index % 3]!;
      const created = await posted(uid, `Post ${index}`);
      await backdate(created._id, 1000 - index);
      ids.push(created._id);
    }
    const first = await board(PARENT_UID);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: BOARD_PAGE_SIZE });
    expect(first.items.map((item) => item.text).slice(0, 2)).toEqual(['Post 22', 'Post 21']);
    expect(first.items).toHaveLength(BOARD_PAGE_SIZE);
    const second = await board(PARENT_UID, '?page=2');
    expect(second.items.map((item) => item.text)).toEqual(['Post 2', 'Post 1', 'Post 0']);
    expect((await board(PARENT_UID, '?page=9')).items).toEqual([]);
  });

  it('refuses empty, over-long and malformed posts with a readable message', async () => {
    for (const [payload, message] of [
      [{ text: '   ' }, 'Please write something before posting.'],
      // Invisible characters alone look empty, so they are empty.
      [{ text: '\u200B\u200B\u200B' }, 'Please write something before posting.'],
      [{ text: ' \u200C\u200D\u2060\uFEFF\u200E\u202E\uFE0F\u3164 ' }, 'Please write something'],
      [{ text: 'x'.repeat(501) }, 'Your message must be at most 500 characters.'],
      [{ text: 5 }, 'Your message must be text.'],
      [{}, 'Your message is required.'],
      [{ text: 'a\u0000b' }, 'must not contain the character U+0000'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/board',
        headers: bearer(PARENT_UID),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await post(PARENT_UID, 'x'.repeat(500))).statusCode).toBe(201);
    const badPage = await ctx.app.inject({ url: '/board?page=0', headers: bearer(PARENT_UID) });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<{ message: string }>().message).toContain('page must be 1 or more');
  });

  it('is for signed-in users only', async () => {
    expect((await ctx.app.inject({ url: '/board' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/board', payload: { text: 'hi' } })).statusCode,
    ).toBe(401);
  });

  it('paces each poster, server side, with a clear message and when to try again', async () => {
    for (let index = 0; index < BOARD_POSTS_PER_WINDOW; index += 1) {
      await posted(PARENT_UID, `Quick post ${index}`);
    }
    const refused = await post(PARENT_UID, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(BOARD_PACE_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Others are not slowed down by one busy poster.
    expect((await post(OTHER_UID, 'Hello')).statusCode).toBe(201);
    // Once the earliest posts are older than the window, posting works again.
    const { items } = await board(PARENT_UID);
    for (const item of items.filter((candidate) => candidate.mine)) {
      await backdate(item._id, 11);
    }
    expect((await post(PARENT_UID, 'Back again')).statusCode).toBe(201);
  });

  it('counts the posts made, so deleting them makes no room for more', async () => {
    for (let index = 0; index < BOARD_POSTS_PER_WINDOW; index += 1) {
      const created = await posted(PARENT_UID, `Gone soon ${index}`);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/board/${created._id}`,
        headers: bearer(PARENT_UID),
      });
      expect(removed.statusCode).toBe(200);
    }
    expect((await board(PARENT_UID)).items).toEqual([]);
    const refused = await post(PARENT_UID, 'And one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(BOARD_PACE_MESSAGE);
    // Nothing of the deleted posts is kept but when they were made, and only for the window.
    const kept = await ctx.database.db.select().from(boardPostsMade);
    expect(kept).toHaveLength(BOARD_POSTS_PER_WINDOW);
    await ctx.database.db
      .update(boardPostsMade)
      .set({ madeAt: sql`now() - make_interval(mins => 11)` });
    expect((await post(PARENT_UID, 'Back after a pause')).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(boardPostsMade)).toHaveLength(1);
  });

  it('lets parallel posts through only up to the pace limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: BOARD_POSTS_PER_WINDOW + 3 }, (_, index) =>
        post(PARENT_UID, `Parallel ${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(BOARD_POSTS_PER_WINDOW);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
  });
});

describe('deleting posts', () => {
  const remove = (uid: string | null, postId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/board/${postId}`,
      headers: uid ? bearer(uid) : {},
    });

  it('lets authors delete their own posts and administrators any post', async () => {
    const mine = await posted(PARENT_UID, 'Mine');
    const theirs = await posted(OTHER_UID, 'Theirs');
    expect((await remove(null, mine._id)).statusCode).toBe(401);
    const refused = await remove(PARENT_UID, theirs._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('You can only delete your own posts.');
    expect((await remove(PARENT_UID, mine._id)).statusCode).toBe(200);
    expect((await remove(ADMIN_UID, theirs._id)).statusCode).toBe(200);
    expect((await board(PARENT_UID)).items).toEqual([]);
    expect((await remove(PARENT_UID, mine._id)).statusCode).toBe(404);
    expect((await remove(PARENT_UID, 'not-a-post')).statusCode).toBe(400);
  });
});

describe('moderation', () => {
  const report = (uid: string, postId: string) =>
    ctx.app.inject({ method: 'POST', url: `/board/${postId}/report`, headers: bearer(uid) });
  const moderate = (uid: string, postId: string, hidden: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/board/${postId}`,
      headers: bearer(uid),
      payload: { hidden },
    });

  it('lets anyone signed in report a post once, but not their own', async () => {
    const target = await posted(PARENT_UID, 'Something unkind');
    const first = await report(OTHER_UID, target._id);
    expect(first.statusCode).toBe(200);
    expect(first.json<BoardPost>()).toMatchObject({ reportedByMe: true, reports: 0 });
    expect((await report(OTHER_UID, target._id)).statusCode).toBe(200);
    const own = await report(PARENT_UID, target._id);
    expect(own.statusCode).toBe(400);
    expect(own.json<{ message: string }>().message).toBe('You cannot report your own post.');
    const [seenByAdmin] = (await board(ADMIN_UID, '?view=reported')).items;
    expect(seenByAdmin).toMatchObject({ _id: target._id, reports: 1 });
  });

  it('shows administrators the reported posts first, most reported on top', async () => {
    const once = await posted(PARENT_UID, 'Reported once');
    const twice = await posted(OTHER_UID, 'Reported twice');
    await posted(PARENT_UID, 'Never reported');
    await report(OTHER_UID, once._id);
    await report(PARENT_UID, twice._id);
    await report(ADMIN_UID, twice._id);
    const queue = await board(ADMIN_UID, '?view=reported');
    expect(queue.items.map((item) => item.text)).toEqual(['Reported twice', 'Reported once']);
    expect(queue).toMatchObject({ total: 2, reportedCount: 2 });
    expect((await board(ADMIN_UID)).reportedCount).toBe(2);
    // Parents are told nothing about reports, and cannot open the queue.
    const parentView = await board(PARENT_UID);
    expect(parentView.reportedCount).toBe(0);
    expect(parentView.items.every((item) => item.reports === 0)).toBe(true);
    const refused = await ctx.app.inject({
      url: '/board?view=reported',
      headers: bearer(PARENT_UID),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('hides a post from everyone but its author and the administrators, and restores it', async () => {
    const target = await posted(PARENT_UID, 'Something unkind');
    await report(OTHER_UID, target._id);
    const hidden = await moderate(ADMIN_UID, target._id, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<BoardPost>()).toMatchObject({ hidden: true, reports: 0 });

    expect((await board(OTHER_UID)).items).toEqual([]);
    expect((await board(OTHER_UID)).total).toBe(0);
    expect((await report(OTHER_UID, target._id)).statusCode).toBe(404);
    expect((await board(PARENT_UID)).items[0]).toMatchObject({ hidden: true, mine: true });
    expect((await board(ADMIN_UID)).items[0]).toMatchObject({ hidden: true });
    expect((await board(ADMIN_UID, '?view=reported')).items).toEqual([]);

    expect((await moderate(ADMIN_UID, target._id, false)).statusCode).toBe(200);
    expect((await board(OTHER_UID)).items[0]).toMatchObject({ _id: target._id, hidden: false });
  });

  it('keeps a reviewed post off the queue until someone reports it again', async () => {
    const target = await posted(PARENT_UID, 'Fine, really');
    await report(OTHER_UID, target._id);
    await moderate(ADMIN_UID, target._id, false);
    expect((await board(ADMIN_UID, '?view=reported')).items).toEqual([]);
    await report(OTHER_UID, target._id);
    expect((await board(ADMIN_UID, '?view=reported')).items).toHaveLength(1);
  });

  it('lets only administrators moderate, with readable refusals', async () => {
    const target = await posted(PARENT_UID, 'Hello');
    expect((await moderate(PARENT_UID, target._id, true)).statusCode).toBe(403);
    expect((await moderate(OTHER_UID, target._id, true)).statusCode).toBe(403);
    const unknown = await moderate(ADMIN_UID, '2b1f6a52-5a8e-4c55-9d1c-2b8f0f3d9a10', true);
    expect(unknown.statusCode).toBe(404);
    const badBody = await moderate(ADMIN_UID, target._id, 'yes');
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<{ message: string }>().message).toContain('hidden must be true or false');
    const noToken = await ctx.app.inject({
      method: 'PATCH',
      url: `/board/${target._id}`,
      payload: { hidden: true },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
