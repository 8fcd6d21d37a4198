import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account, AccountDeletion } from '../../contract/accounts';
import { pointEvents, recordings, stories } from '../src/db/schema';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  requestStory,
  toneWav,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let identity: ReturnType<typeof fakeIdentityAccounts>;

beforeEach(async () => {
  identity = fakeIdentityAccounts(
    [PARENT_UID, OTHER_UID, ADMIN_UID, 'admin-ravi', 'parent-quiet'].map((uid) => ({
      uid,
      email: emailOf(uid),
      name: uid,
    })),
  );
  ctx = await createTestApp({ app: { verifier: identity.directory } });
});
afterEach(() => ctx.close());

const search = (email: string, uid: string | null = ADMIN_UID) =>
  ctx.app.inject({
    url: `/accounts?email=${encodeURIComponent(email)}`,
    headers: uid ? bearer(uid) : {},
  });
const remove = (uid: string, confirmEmail: string, by: string | null = ADMIN_UID) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/accounts/${uid}`,
    headers: by ? bearer(by) : {},
    payload: { confirmEmail },
  });

/** A parent with something of every kind: a post, progress, a message, stories. */
async function busyParent() {
  await ctx.app.inject({
    method: 'POST',
    url: '/signup',
    headers: bearer(PARENT_UID),
    payload: { username: 'Meera Sharma', email: emailOf(PARENT_UID), userId: PARENT_UID },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/board',
    headers: bearer(PARENT_UID),
    payload: { text: 'Hello!' },
  });
  const published = await requestStory(ctx, PARENT_UID, 'Moon Rabbit');
  await ctx.app.inject({
    method: 'POST',
    url: `/storiesModification/${published._id}/review`,
    headers: bearer(ADMIN_UID),
    payload: { decision: 'approve' },
  });
  const pending = await requestStory(ctx, PARENT_UID, 'Sun Bear');
  await ctx.app.inject({
    method: 'POST',
    url: '/progress',
    headers: bearer(PARENT_UID),
    payload: { storyId: published._id, page_no: 1 },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/quizzes',
    headers: bearer(PARENT_UID),
    payload: {
      storyId: published._id,
      title: 'Sun Bear quiz',
      questions: [{ prompt: 'Who?', options: ['A bear', 'A bee'], answerIndex: 0 }],
    },
  });
  await ctx.app.inject({
    method: 'PUT',
    url: `/recordings/${published._id}/1/english`,
    headers: { ...bearer(PARENT_UID), 'content-type': 'audio/wav' },
    payload: toneWav(1.5),
  });
  return { published, pending };
}

describe('finding accounts', () => {
  it('finds accounts by part of their verified address, with what deletion would remove', async () => {
    await busyParent();
    const response = await search('MEERA@EXAM');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account[]>()).toEqual([
      {
        uid: PARENT_UID,
        email: emailOf(PARENT_UID),
        name: 'Meera Sharma',
        isAdmin: false,
        data: {
          boardPosts: 1,
          readingProgress: 1,
          inboxMessages: 1,
          quizzes: 1,
          pendingStories: 1,
          recordings: 1,
          children: 0,
          publishedStories: 1,
        },
      },
    ]);
  });

  it('finds an account that never used the API by its exact address', async () => {
    const [found] = (await search(emailOf('parent-quiet'))).json<Account[]>();
    expect(found).toMatchObject({ uid: 'parent-quiet', isAdmin: false });
    expect((await search('quiet')).json()).toEqual([]);
  });

  it('treats % and _ as letters, and says administrators apart', async () => {
    await busyParent();
    expect((await search('%%%')).json()).toEqual([]);
    await ctx.app.inject({ url: '/inbox/admin-asha', headers: bearer(ADMIN_UID) });
    const [admin] = (await search(emailOf(ADMIN_UID))).json<Account[]>();
    expect(admin).toMatchObject({ uid: ADMIN_UID, isAdmin: true });
  });

  it('is for administrators only, and needs three characters', async () => {
    expect((await search('meera', null)).statusCode).toBe(401);
    expect((await search('meera', PARENT_UID)).statusCode).toBe(403);
    const short = await search('me');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain(
      'Type at least 3 characters of the e-mail address.',
    );
  });
});

describe('deleting an account', () => {
  it('removes the sign-in and every row of the user, keeping published stories unnamed', async () => {
    const { published, pending } = await busyParent();
    await ctx.app.inject({
      method: 'POST',
      url: '/board',
      headers: bearer(OTHER_UID),
      payload: { text: 'Still here' },
    });

    const response = await remove(PARENT_UID, emailOf(PARENT_UID).toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDeletion>()).toMatchObject({
      uid: PARENT_UID,
      maskedEmail: 'p•••@example.com',
      deletedBy: ADMIN_UID,
      removed: {
        boardPosts: 1,
        readingProgress: 1,
        inboxMessages: 1,
        quizzes: 1,
        pendingStories: 1,
        recordings: 1,
      },
    });
    const points = await ctx.database.db
      .select()
      .from(pointEvents)
      .where(eq(pointEvents.uid, PARENT_UID));
    expect(points).toEqual([]);
    const voices = await ctx.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.recordedBy, PARENT_UID));
    expect(voices).toEqual([]);
    expect(identity.has(PARENT_UID)).toBe(false);

    const [kept] = await ctx.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, published._id));
    expect(kept).toMatchObject({ status: 'published', createdBy: null });
    const [gone] = await ctx.database.db.select().from(stories).where(eq(stories.id, pending._id));
    expect(gone).toBeUndefined();
    expect((await search('meera')).json()).toEqual([]);
    const board = await ctx.app.inject({ url: '/board', headers: bearer(OTHER_UID) });
    expect(board.json<{ items: { text: string }[] }>().items.map((item) => item.text)).toEqual([
      'Still here',
    ]);

    // A token issued before the deletion no longer opens anything.
    const stale = await ctx.app.inject({
      url: `/inbox/${PARENT_UID}`,
      headers: bearer(PARENT_UID),
    });
    expect(stale.statusCode).toBe(401);
    expect((await remove(PARENT_UID, emailOf(PARENT_UID))).statusCode).toBe(404);
  });

  it('asks for the exact address, refuses administrators and unknown accounts', async () => {
    await busyParent();
    const mismatch = await remove(PARENT_UID, 'someone@example.com');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toBe(
      "To confirm, type the account's e-mail address exactly.",
    );
    expect(identity.deleted).toEqual([]);

    const admin = await remove('admin-ravi', emailOf('admin-ravi'));
    expect(admin.statusCode).toBe(403);
    expect(admin.json<{ message: string }>().message).toBe('Administrators cannot be deleted.');
    expect((await remove('nobody', 'nobody@example.com')).statusCode).toBe(404);
    expect((await remove(PARENT_UID, emailOf(PARENT_UID), OTHER_UID)).statusCode).toBe(403);
    expect((await remove(PARENT_UID, emailOf(PARENT_UID), null)).statusCode).toBe(401);
    const noBody = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${PARENT_UID}`,
      headers: bearer(ADMIN_UID),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect(identity.deleted).toEqual([]);
  });

  it('deletes an account that never used the API', async () => {
    const response = await remove('parent-quiet', emailOf('parent-quiet'));
    expect(response.statusCode, response.body).toBe(200);
    expect(identity.deleted).toEqual(['parent-quiet']);
  });

  it('keeps an audit log that administrators can read', async () => {
    await busyParent();
    await remove(PARENT_UID, emailOf(PARENT_UID));
    const log = await ctx.app.inject({ url: '/accounts/deletions', headers: bearer(ADMIN_UID) });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json<AccountDeletion[]>();
    expect(entry).toMatchObject({ uid: PARENT_UID, maskedEmail: 'p•••@example.com' });
    expect(JSON.stringify(log.json())).not.toContain(emailOf(PARENT_UID));
    expect(
      (await ctx.app.inject({ url: '/accounts/deletions', headers: bearer(OTHER_UID) })).statusCode,
    ).toBe(403);
  });
});
