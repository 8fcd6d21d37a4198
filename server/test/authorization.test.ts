import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../contract/preferenceChoices';
import { stories } from '../src/db/schema';
import { sendMessage } from '../src/domain/inbox';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  emailOf,
  fakeIdentityAccounts,
  insertBoardPost,
  insertChild,
  insertLeavingUser,
  insertPicture,
  insertQuiz,
  insertRecording,
  quizBody,
  toneWav,
  requestStory,
} from './helpers';
import { createAppWithRouteTable } from './routeTable';

/**
 * Every route of the server, taken from its own route table, called by each kind of caller.
 * A route added without a row here fails this test, so nobody can forget to decide who may
 * call it.
 */

const CALLERS = [
  ['no token', null],
  ['a parent', PARENT_UID],
  ['another parent', OTHER_UID],
  ['an administrator', ADMIN_UID],
] as const;
type Statuses = readonly [anonymous: number, parent: number, otherParent: number, admin: number];

const identity = fakeIdentityAccounts(
  [PARENT_UID, OTHER_UID, ADMIN_UID].map((uid) => ({ uid, email: emailOf(uid), name: uid })),
);
const { ctx, routes: routeTable } = await createAppWithRouteTable({
  app: { verifier: identity.directory },
});
const routeKeys = new Set(routeTable.map((route) => route.key));
afterAll(async () => ctx.close());

// What the rows act on: the parent's own pending story and a message in the parent's inbox.
const pending = await requestStory(ctx, PARENT_UID, 'Authorization Tale');
await sendMessage(ctx.database.db, { recipient: PARENT_UID, subject: 'Hi', body: 'Hello' });
const [parentMessage] = (
  await ctx.app.inject({ method: 'GET', url: `/inbox/${PARENT_UID}`, headers: bearer(PARENT_UID) })
).json<{ _id: string }[]>();

// A published story for family voices, and a parent's private recording of its first page.
const [published] = await ctx.database.db
  .select({ id: stories.id })
  .from(stories)
  .where(eq(stories.status, 'published'))
  .limit(1);
const publishedId = published!.id;
const parentRecording = await insertRecording(ctx, {
  storyId: publishedId,
  uid: PARENT_UID,
  audience: 'private',
});

/** A picture upload as a browser's FormData sends it. */
async function pictureUpload(): Promise<InjectOptions> {
  const form = new FormData();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>${randomUUID()}</title></svg>`;
  form.append('files', new Blob([svg], { type: 'image/svg+xml' }), 'dot.svg');
  const request = new Request('http://localhost/pictures', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/pictures',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A preview of a one-page book: it reads the file and stores nothing. */
async function importPreview(): Promise<InjectOptions> {
  const form = new FormData();
  const markdown =
    '# A Small Boat\n\n##\n\nThe small boat sailed home.\n\n##\n\n* License: CC-BY\n* Language: English\n';
  form.append('files', new Blob([markdown], { type: 'text/markdown' }), '0001_boat.md');
  const request = new Request('http://localhost/imports', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/imports?preview=true',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** An upload of the administrator's: only they may follow its job. */
const adminUpload = await pictureUpload();
const adminPictureJobId = (
  await ctx.app.inject({
    ...adminUpload,
    headers: { ...adminUpload.headers, ...bearer(ADMIN_UID) },
  })
).json<{ id: string }>().id;

async function pendingStoryForSaving() {
  const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, pending._id));
  return {
    title: row!.title,
    author: row!.author,
    version: row!.version,
    pages: row!.pages,
  };
}

/** A quiz of the parent's about a published story, straight into the database. */
const [publishedStory] = (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
  { _id: string }[]
>();
const approvedQuizId = await insertQuiz(ctx, publishedStory!._id, 'approved');

/** The parent's attempt at a new quiz (of one question), its question answered or not. */
async function parentAttempt({ answered = false } = {}) {
  const quizId = await insertQuiz(ctx, publishedStory!._id, 'approved');
  const url = `/quizzes/${quizId}`;
  const headers = bearer(PARENT_UID);
  const started = await ctx.app.inject({ method: 'POST', url: `${url}/attempts`, headers });
  const { attemptId } = started.json<{ attemptId: string }>();
  if (answered) {
    const payload = { attemptId, question: 0, choice: 0 };
    await ctx.app.inject({ method: 'POST', url: `${url}/check`, headers, payload });
  }
  return { quizId, attemptId };
}
const quizDraft = { step: 0, title: '', questions: [] };

/** A child of the parent's: only the parent reaches it; for anybody else it does not exist. */
const parentChildId = await insertChild(ctx, PARENT_UID, 'Tara');

interface Row {
  /** Built afresh for each caller, so one caller's success does not change the next answer. */
  request: () => InjectOptions | Promise<InjectOptions>;
  expected: Statuses;
}

const ANYONE: Statuses = [200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200];
const ADMINS_ONLY: Statuses = [401, 403, 403, 200];
const OWNER_ONLY: Statuses = [401, 200, 403, 403];
/** A pending story: hidden (404) from all but its requester and the administrators. */
const REQUESTER_AND_ADMINS: Statuses = [404, 200, 404, 200];
/** A child's quiz attempt: it does not exist for anybody else. */
const PARENTS_ATTEMPT: Statuses = [401, 200, 404, 404];
/** The parent's child: "not found" for every other family, administrators included. */
const PARENTS_CHILD: Statuses = [401, 200, 404, 404];

const table: Record<string, Row> = {
  /** CORS preflight of the app's origin; browsers send it without a token. */
  'OPTIONS *': {
    request: () => ({
      method: 'OPTIONS',
      url: `/storiesModification/${pending._id}`,
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'PUT' },
    }),
    expected: [204, 204, 204, 204],
  },
  'GET /health': { request: () => ({ method: 'GET', url: '/health' }), expected: ANYONE },
  'GET /narration/languages': {
    request: () => ({ method: 'GET', url: '/narration/languages' }),
    expected: ANYONE,
  },
  'GET /docs': { request: () => ({ method: 'GET', url: '/docs' }), expected: ANYONE },
  'GET /illustrations/*': {
    request: () => ({ method: 'GET', url: '/illustrations/the-thirsty-crow/page-1.svg' }),
    expected: ANYONE,
  },
  'POST /signup': {
    request: () => ({
      method: 'POST',
      url: '/signup',
      payload: { username: 'Meera', email: emailOf(PARENT_UID), userId: PARENT_UID },
    }),
    expected: OWNER_ONLY,
  },
  'GET /KahaniJson/kahanis': {
    request: () => ({ method: 'GET', url: '/KahaniJson/kahanis' }),
    expected: ANYONE,
  },
  'GET /KahaniJson/getkahanis/:uid': {
    request: () => ({ method: 'GET', url: `/KahaniJson/getkahanis/${PARENT_UID}` }),
    expected: OWNER_ONLY,
  },
  'GET /KahaniJson/languages': {
    request: () => ({ method: 'GET', url: '/KahaniJson/languages' }),
    expected: ANYONE,
  },
  'GET /KahaniJson/slug/:slug': {
    request: () => ({ method: 'GET', url: `/KahaniJson/slug/${pending.slug}` }),
    expected: REQUESTER_AND_ADMINS,
  },
  'GET /StoryJson/:id': {
    request: () => ({ method: 'GET', url: `/StoryJson/${pending._id}` }),
    expected: REQUESTER_AND_ADMINS,
  },
  'GET /storiesModification': {
    request: () => ({ method: 'GET', url: '/storiesModification?status=pending' }),
    expected: ADMINS_ONLY,
  },
  'GET /storiesModification/:id': {
    request: () => ({ method: 'GET', url: `/storiesModification/${pending._id}` }),
    expected: ADMINS_ONLY,
  },
  'PUT /storiesModification/:id': {
    request: async () => ({
      method: 'PUT',
      url: `/storiesModification/${pending._id}`,
      payload: await pendingStoryForSaving(),
    }),
    expected: ADMINS_ONLY,
  },
  'POST /storiesModification/:id/review': {
    request: async () => {
      const story = await requestStory(ctx, OTHER_UID, `Review ${Math.random()}`);
      return {
        method: 'POST',
        url: `/storiesModification/${story._id}/review`,
        payload: { decision: 'approve' },
      };
    },
    expected: ADMINS_ONLY,
  },
  'POST /storiesRequest/request': {
    request: () => ({
      method: 'POST',
      url: '/storiesRequest/request',
      payload: {
        storyRequest: { storyName: 'A Request', author: 'Meera', storyContent: 'Once.' },
      },
    }),
    expected: [401, 201, 201, 201],
  },
  'GET /inbox/:id': {
    request: () => ({ method: 'GET', url: `/inbox/${PARENT_UID}` }),
    expected: OWNER_ONLY,
  },
  'PATCH /inbox/:id/:messageId': {
    request: () => ({
      method: 'PATCH',
      url: `/inbox/${PARENT_UID}/${parentMessage!._id}`,
      payload: { read: true },
    }),
    expected: OWNER_ONLY,
  },
  'POST /fetchAudioAndAlignment': {
    request: () => ({
      method: 'POST',
      url: '/fetchAudioAndAlignment',
      payload: { text: 'A rabbit lived on the moon.', storyId: pending._id, page_no: 1 },
    }),
    expected: REQUESTER_AND_ADMINS,
  },
  'POST /progress': {
    request: () => ({
      method: 'POST',
      url: '/progress',
      payload: { storyId: pending._id, page_no: 1 },
    }),
    expected: [401, 200, 404, 200],
  },
  'PUT /recordings/:storyId/:page_no/:language': {
    request: () => ({
      method: 'PUT',
      url: `/recordings/${publishedId}/2/english`,
      headers: { 'content-type': 'audio/wav' },
      payload: toneWav(1.5),
    }),
    expected: [401, 201, 201, 201],
  },
  'GET /recordings': {
    request: () => ({ method: 'GET', url: `/recordings?storyId=${publishedId}` }),
    expected: SIGNED_IN,
  },
  'GET /recordings/:id': {
    request: () => ({ method: 'GET', url: `/recordings/${parentRecording.id}` }),
    expected: [401, 200, 404, 404],
  },
  'PUT /recordings/:id/times': {
    request: () => ({
      method: 'PUT',
      url: `/recordings/${parentRecording.id}/times`,
      payload: {
        words: parentRecording.words.map(({ startSeconds, endSeconds }) => ({
          startSeconds,
          endSeconds,
        })),
      },
    }),
    expected: [401, 200, 404, 404],
  },
  'DELETE /recordings/:id': {
    // The story's own narration: only administrators may remove it.
    request: async () => {
      const recording = await insertRecording(ctx, {
        storyId: publishedId,
        uid: ADMIN_UID,
        audience: 'everyone',
        pageNo: 3,
      });
      return { method: 'DELETE', url: `/recordings/${recording.id}` };
    },
    expected: [401, 403, 403, 200],
  },
  'GET /preferences': {
    request: () => ({ method: 'GET', url: '/preferences' }),
    expected: SIGNED_IN,
  },
  'PUT /preferences': {
    request: () => ({ method: 'PUT', url: '/preferences', payload: DEFAULT_READER_PREFERENCES }),
    expected: SIGNED_IN,
  },
  'POST /errorLog': {
    request: () => ({
      method: 'POST',
      url: '/errorLog',
      payload: { kind: 'uncaught', message: 'TypeError: x is undefined' },
    }),
    expected: [201, 201, 201, 201],
  },
  'GET /errorLog': { request: () => ({ method: 'GET', url: '/errorLog' }), expected: ADMINS_ONLY },
  'DELETE /errorLog': {
    request: () => ({ method: 'DELETE', url: '/errorLog' }),
    expected: ADMINS_ONLY,
  },
  'GET /board': { request: () => ({ method: 'GET', url: '/board' }), expected: SIGNED_IN },
  'POST /board': {
    request: () => ({ method: 'POST', url: '/board', payload: { text: 'Hello, families' } }),
    expected: [401, 201, 201, 201],
  },
  'DELETE /board/:postId': {
    request: async () => ({
      method: 'DELETE',
      url: `/board/${await insertBoardPost(ctx, PARENT_UID)}`,
    }),
    expected: [401, 200, 403, 200],
  },
  'POST /board/:postId/report': {
    request: async () => ({
      method: 'POST',
      url: `/board/${await insertBoardPost(ctx, PARENT_UID)}/report`,
    }),
    // Reporting one's own post is refused as a mistake, not as a lack of rights.
    expected: [401, 400, 200, 200],
  },
  'PATCH /board/:postId': {
    request: async () => ({
      method: 'PATCH',
      url: `/board/${await insertBoardPost(ctx, PARENT_UID)}`,
      payload: { hidden: true },
    }),
    expected: ADMINS_ONLY,
  },
  'GET /accounts': {
    request: () => ({ method: 'GET', url: `/accounts?email=${PARENT_UID}` }),
    expected: ADMINS_ONLY,
  },
  'DELETE /accounts/:uid': {
    request: async () => {
      const uid = await insertLeavingUser(ctx);
      return { method: 'DELETE', url: `/accounts/${uid}`, payload: { confirmEmail: emailOf(uid) } };
    },
    expected: ADMINS_ONLY,
  },
  'GET /pictures': { request: () => ({ method: 'GET', url: '/pictures' }), expected: ADMINS_ONLY },
  'POST /pictures': { request: pictureUpload, expected: [401, 403, 403, 202] },
  'POST /imports': { request: importPreview, expected: [401, 403, 403, 200] },
  'GET /pictures/jobs/:id': {
    request: () => ({ method: 'GET', url: `/pictures/jobs/${adminPictureJobId}` }),
    expected: ADMINS_ONLY,
  },
  'DELETE /pictures/:hash': {
    request: async () => ({ method: 'DELETE', url: `/pictures/${await insertPicture(ctx)}` }),
    expected: ADMINS_ONLY,
  },
  'GET /pictures/:file': {
    request: async () => ({ method: 'GET', url: `/pictures/${await insertPicture(ctx)}.svg` }),
    expected: ANYONE,
  },
  'GET /accounts/deletions': {
    request: () => ({ method: 'GET', url: '/accounts/deletions' }),
    expected: ADMINS_ONLY,
  },
  'GET /quizzes/drafts/:uid': {
    request: () => ({ method: 'GET', url: `/quizzes/drafts/${PARENT_UID}` }),
    expected: OWNER_ONLY,
  },
  'PUT /quizzes/drafts/:uid': {
    request: () => ({ method: 'PUT', url: `/quizzes/drafts/${PARENT_UID}`, payload: quizDraft }),
    expected: OWNER_ONLY,
  },
  'DELETE /quizzes/drafts/:uid': {
    request: () => ({ method: 'DELETE', url: `/quizzes/drafts/${PARENT_UID}` }),
    expected: OWNER_ONLY,
  },
  'POST /quizzes': {
    request: () => ({ method: 'POST', url: '/quizzes', payload: quizBody(publishedStory!._id) }),
    expected: [401, 201, 201, 201],
  },
  'GET /quizzes/pending': {
    request: () => ({ method: 'GET', url: '/quizzes/pending' }),
    expected: ADMINS_ONLY,
  },
  'GET /quizzes/:id': {
    request: async () => ({
      method: 'GET',
      url: `/quizzes/${await insertQuiz(ctx, publishedStory!._id, 'pending')}`,
    }),
    expected: ADMINS_ONLY,
  },
  'PUT /quizzes/:id': {
    request: async () => ({
      method: 'PUT',
      url: `/quizzes/${await insertQuiz(ctx, publishedStory!._id, 'pending')}`,
      payload: quizBody(publishedStory!._id),
    }),
    expected: ADMINS_ONLY,
  },
  'POST /quizzes/:id/review': {
    request: async () => ({
      method: 'POST',
      url: `/quizzes/${await insertQuiz(ctx, publishedStory!._id, 'pending')}/review`,
      payload: { decision: 'approve' },
    }),
    expected: ADMINS_ONLY,
  },
  'GET /quizzes/story/:storyId': {
    request: () => ({ method: 'GET', url: `/quizzes/story/${publishedStory!._id}` }),
    expected: ANYONE,
  },
  'POST /quizzes/:id/attempts': {
    request: () => ({ method: 'POST', url: `/quizzes/${approvedQuizId}/attempts`, payload: {} }),
    expected: SIGNED_IN,
  },
  'POST /quizzes/:id/check': {
    request: async () => {
      const { quizId, attemptId } = await parentAttempt();
      return {
        method: 'POST',
        url: `/quizzes/${quizId}/check`,
        payload: { attemptId, question: 0, choice: 0 },
      };
    },
    expected: PARENTS_ATTEMPT,
  },
  'POST /quizzes/:id/attempts/:attemptId/finish': {
    request: async () => {
      const { quizId, attemptId } = await parentAttempt({ answered: true });
      return { method: 'POST', url: `/quizzes/${quizId}/attempts/${attemptId}/finish` };
    },
    expected: PARENTS_ATTEMPT,
  },
  'GET /leaderboard': {
    request: () => ({ method: 'GET', url: '/leaderboard?period=all' }),
    expected: SIGNED_IN,
  },
  'GET /children': { request: () => ({ method: 'GET', url: '/children' }), expected: SIGNED_IN },
  'POST /children': {
    request: () => ({
      method: 'POST',
      url: '/children',
      payload: { nickname: 'Kabir', avatar: 'elephant' },
    }),
    expected: [401, 201, 201, 201],
  },
  'PATCH /children/:id': {
    request: () => ({
      method: 'PATCH',
      url: `/children/${parentChildId}`,
      payload: { avatar: 'peacock' },
    }),
    expected: PARENTS_CHILD,
  },
  'DELETE /children/:id': {
    request: async () => ({
      method: 'DELETE',
      url: `/children/${await insertChild(ctx, PARENT_UID, 'Leaving')}`,
    }),
    expected: [401, 204, 404, 404],
  },
  'GET /children/:id/summary': {
    request: () => ({ method: 'GET', url: `/children/${parentChildId}/summary?days=30` }),
    expected: PARENTS_CHILD,
  },
  'POST /coach/results': {
    request: () => ({
      method: 'POST',
      url: '/coach/results',
      payload: {
        childId: parentChildId,
        storyId: publishedId,
        page_no: 1,
        words: [{ word: 'crow', right: true }],
      },
    }),
    expected: [401, 201, 404, 404],
  },
  'GET /stories/:id/export.epub': {
    request: () => ({ method: 'GET', url: `/stories/${pending._id}/export.epub` }),
    expected: REQUESTER_AND_ADMINS,
  },
  'GET /stories/:id/export.readalong': {
    request: () => ({ method: 'GET', url: `/stories/${pending._id}/export.readalong` }),
    expected: REQUESTER_AND_ADMINS,
  },
  'GET /stories/:id/export.mp3': {
    request: () => ({ method: 'GET', url: `/stories/${pending._id}/export.mp3` }),
    expected: REQUESTER_AND_ADMINS,
  },
};

/** Fastify answers HEAD for every GET route; it must refuse exactly whom the GET refuses. */
function rowFor(routeKey: string): Row | undefined {
  const [method, url] = routeKey.split(' ') as [string, string];
  if (method !== 'HEAD') return table[routeKey];
  const get = table[`GET ${url}`];
  return (
    get && {
      request: async () => ({ ...(await get.request()), method: 'HEAD' }),
      expected: get.expected,
    }
  );
}

const routes = [...routeKeys];

describe('authorization of every route', () => {
  it('has a row for every route and no row for a route that is gone', () => {
    expect(routes.filter((route) => !rowFor(route))).toEqual([]);
    expect(Object.keys(table).filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it.each(routes)('%s', async (routeKey) => {
    const row = rowFor(routeKey);
    if (!row) throw new Error(`${routeKey} has no row in the authorization table: add one.`);
    const answers: number[] = [];
    for (const [, uid] of CALLERS) {
      const request = await row.request();
      const response = await ctx.app.inject({
        ...request,
        headers: { ...request.headers, ...(uid ? bearer(uid) : {}) },
      });
      answers.push(response.statusCode);
    }
    const labelled = (statuses: readonly number[]) =>
      Object.fromEntries(CALLERS.map(([label], index) => [label, statuses[index]]));
    expect(labelled(answers)).toEqual(labelled(row.expected));
  });

  afterAll(() => {
    console.info(
      `authorization: ${routes.length} routes × ${CALLERS.length} callers = ${routes.length * CALLERS.length} requests`,
    );
  });
});
