import { randomUUID } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_READER_PREFERENCES } from '../../contract/preferenceChoices';
import { stories } from '../src/db/schema';
import { sendMessage } from '../src/domain/inbox';
import { blankPage, newStoryId } from '../src/domain/storyRecords';
import {
  ADMIN_UID,
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
} from './helpers';
import { createAppWithRouteTable, type RouteEntry } from './routeTable';
import { storybookMarkdown } from './imports/fixtures/markdown';
import { multipartBody } from './support/pictureUploads';

/**
 * Hostile values in every field of every route: URL parameters, query and body. Whatever
 * arrives, the server never answers 5xx, and every refusal carries a readable message.
 */

const identity = fakeIdentityAccounts([]);
const { ctx, routes } = await createAppWithRouteTable({ app: { verifier: identity.directory } });
afterAll(async () => ctx.close());

const MEGABYTE = 'a'.repeat(1_000_000);

interface HostileString {
  name: string;
  value: string;
  /** No text column can hold it, so any field must refuse it. */
  unstorable?: boolean;
}

/** Strings any field may be sent. */
const STRINGS: HostileString[] = [
  { name: 'U+0000', value: 'a\u0000b', unstorable: true },
  { name: 'lone high surrogate', value: 'lone \ud800', unstorable: true },
  { name: 'lone low surrogate', value: '\udc00 lone', unstorable: true },
  { name: 'RTL override', value: 'safe\u202Etxt.exe\u202C' },
  { name: '__proto__', value: '__proto__' },
  { name: 'constructor', value: 'constructor' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'javascript: URL', value: 'javascript:alert(document.cookie)' },
  { name: 'data: URL', value: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
  { name: 'markup', value: '<img src=x onerror=alert(1)>' },
  { name: 'SQL', value: "'; DROP TABLE stories; --" },
  { name: 'empty', value: '' },
];
/** In a URL a megabyte is refused by the router; 10,000 characters reach the validation. */
const LONG_URL_VALUE: HostileString = { name: '10,000 characters', value: 'x'.repeat(10_000) };
const BODY_ONLY_VALUES: { name: string; value: unknown }[] = [
  { name: '1 MB string', value: MEGABYTE },
  { name: 'number', value: 42 },
  { name: 'negative fraction', value: -1.5 },
  { name: 'huge number', value: 1e308 },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'object', value: { $gt: '' } },
  { name: 'array', value: ['a'] },
];
const MEDIA_FIELDS = new Set(['image_path', 'video_path', 'parent_narration_audio']);

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A body that is not JSON (a recording's WAV bytes); only its URL is made hostile. */
  rawBody?: Buffer;
  headers?: Record<string, string>;
}

// What the samples act on: an administrator's own story, message and reading.
const [published] = (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
  { _id: string; slug: string }[]
>();
await sendMessage(ctx.database.db, { recipient: ADMIN_UID, subject: 'Hi', body: 'Hello' });
const [adminMessage] = (
  await ctx.app.inject({ method: 'GET', url: `/inbox/${ADMIN_UID}`, headers: bearer(ADMIN_UID) })
).json<{ _id: string }[]>();

/** The cursor of a catalogue's second page, as the administrator is given it. */
async function secondPageCursor(url: string): Promise<string> {
  const page = await ctx.app.inject({
    method: 'GET',
    url: `${url}?limit=2`,
    headers: bearer(ADMIN_UID),
  });
  return page.json<{ nextCursor: string }>().nextCursor;
}

/** Straight into the database: the request route's hourly limit is not what is tested here. */
async function insertPendingStory(): Promise<string> {
  const id = newStoryId();
  await ctx.database.db.insert(stories).values({
    id,
    slug: `hostile-${id}`,
    title: 'Hostile',
    author: 'Tester',
    status: 'pending',
    createdBy: ADMIN_UID,
    pages: [blankPage('A page.', 1)],
  });
  return id;
}
const editedStoryId = await insertPendingStory();

const playedQuizId = await insertQuiz(ctx, published!._id, 'approved');

/** The administrator's child, who reads and plays in the samples. */
const childId = await insertChild(ctx, ADMIN_UID, 'Asha');

/** The administrator's child's attempt at a new quiz of one question, answered or not. */
async function adminAttempt({ answered = false } = {}) {
  const id = await insertQuiz(ctx, published!._id, 'approved');
  const headers = bearer(ADMIN_UID);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/quizzes/${id}/attempts`,
    headers,
    payload: { childId },
  });
  const { attemptId } = started.json<{ attemptId: string }>();
  if (answered) {
    const payload = { childId, attemptId, question: 0, choice: 0 };
    await ctx.app.inject({ method: 'POST', url: `/quizzes/${id}/check`, headers, payload });
  }
  return { id, attemptId };
}

const fullPage = {
  ...blankPage('A page of text.', 1),
  image_path: '/illustrations/the-thirsty-crow/page-1.svg',
  parent_narration_audio: '/illustrations/the-thirsty-crow/page-2.svg',
  video_path: '/illustrations/the-thirsty-crow/page-3.svg',
  texts: { bn: 'একটি পাতা।' },
};

/**
 * Valid requests of every route with an input, holding every field; each hostile request
 * changes one field of one of them. Built afresh, so a save before does not make it stale.
 */
const samples: Record<string, () => Promise<Sample[]> | Sample[]> = {
  /** A browser's CORS preflight; it carries no token. */
  'OPTIONS *': () => [
    {
      params: { '*': `storiesModification/${editedStoryId}` },
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'PUT' },
    },
  ],
  'GET /illustrations/*': () => [{ params: { '*': 'the-thirsty-crow/page-1.svg' } }],
  'POST /signup': () => [
    { body: { username: 'Asha', email: emailOf(ADMIN_UID), userId: ADMIN_UID } },
  ],
  'GET /KahaniJson/kahanis': async (): Promise<Sample[]> => [
    { query: { limit: '5', q: 'crow', language: 'english', length: 'short' } },
    { query: { limit: '2', cursor: await secondPageCursor('/KahaniJson/kahanis') } },
  ],
  'GET /KahaniJson/getkahanis/:uid': async (): Promise<Sample[]> => [
    { params: { uid: ADMIN_UID } },
    {
      params: { uid: ADMIN_UID },
      query: { limit: '5', q: 'कौआ', language: 'hi', length: 'medium' },
    },
    {
      params: { uid: ADMIN_UID },
      query: { cursor: await secondPageCursor(`/KahaniJson/getkahanis/${ADMIN_UID}`) },
    },
    { params: { uid: ADMIN_UID }, query: { childId } },
    { params: { uid: ADMIN_UID }, query: { limit: '3', childId } },
  ],
  'GET /KahaniJson/slug/:slug': () => [{ params: { slug: published!.slug } }],
  'GET /StoryJson/:id': () => [{ params: { id: published!._id } }],
  'GET /storiesModification': () => [{ query: { status: 'pending' } }],
  'GET /storiesModification/:id': () => [{ params: { id: editedStoryId } }],
  'PUT /storiesModification/:id': async () => {
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, editedStoryId));
    const story = {
      _id: editedStoryId,
      title: 'Hostile',
      author: 'Tester',
      summary: 'A summary.',
      version: row!.version,
      translated_titles: { hindi: 'शत्रु' },
      pages: [fullPage],
      licence: { id: 'CC-BY-SA-4.0', words: 'CC BY-SA' },
      credits: {
        authors: ['Asha'],
        illustrators: ['Ravi'],
        translators: { hindi: ['Meera'] },
        originalTitle: 'Hostile',
        publisher: 'Kahani',
        sourceUrl: 'https://example.org/hostile',
      },
    };
    return [
      { params: { id: editedStoryId }, body: { ...story, storybook: JSON.stringify(story) } },
    ];
  },
  'POST /storiesModification/:id/review': async () => [
    { params: { id: await insertPendingStory() }, body: { decision: 'approve' } },
    { params: { id: await insertPendingStory() }, body: { decision: 'reject', reason: 'Short.' } },
  ],
  'POST /storiesRequest/request': () => [
    {
      body: {
        storyRequest: { storyName: 'A Tale', author: 'Asha', storyContent: 'Once upon a time.' },
      },
    },
  ],
  'GET /inbox/:id': () => [{ params: { id: ADMIN_UID } }],
  'PATCH /inbox/:id/:messageId': () => [
    { params: { id: ADMIN_UID, messageId: adminMessage!._id }, body: { read: true } },
  ],
  'POST /progress': () => [
    {
      body: {
        storyId: published!._id,
        page_no: 1,
        finished: false,
        childId,
        seconds: 42,
        mode: 'self',
      },
    },
  ],
  'POST /fetchAudioAndAlignment': () => [
    {
      body: {
        text: 'A crow was thirsty.',
        storyId: published!._id,
        page_no: 1,
        language: 'hindi',
        regenerateAudio: false,
      },
    },
  ],
  'GET /preferences': () => [{ query: { childId } }],
  'PUT /preferences': () => [
    { body: { ...DEFAULT_READER_PREFERENCES, playbackRate: 1.25 } },
    { body: { ...DEFAULT_READER_PREFERENCES, language: 'bn', childId } },
  ],
  'POST /errorLog': () => [
    { body: { kind: 'uncaught', message: 'TypeError: x', stack: 'at f (a.js:1)', url: '/x' } },
  ],
  'GET /errorLog': () => [{ query: { page: '0', pageSize: '10' } }],
  'GET /board': () => [{ query: { page: '1', view: 'reported' } }],
  'POST /board': () => [{ body: { text: 'Hello, families' } }],
  'DELETE /board/:postId': async () => [
    { params: { postId: await insertBoardPost(ctx, PARENT_UID) } },
  ],
  'POST /board/:postId/report': async () => [
    { params: { postId: await insertBoardPost(ctx, PARENT_UID) } },
  ],
  'PATCH /board/:postId': async () => [
    { params: { postId: await insertBoardPost(ctx, PARENT_UID) }, body: { hidden: true } },
  ],
  'POST /pictures': async () => [await pictureUploadSample()],
  'POST /imports': async () => [await importUploadSample()],
  'GET /pictures/jobs/:id': async () => [{ params: { id: await adminPictureJob() } }],
  'DELETE /pictures/:hash': async () => [{ params: { hash: await insertPicture(ctx) } }],
  'GET /pictures/:file': async () => [{ params: { file: `${await insertPicture(ctx)}.svg` } }],
  'GET /accounts': () => [{ query: { email: 'leaving' } }],
  'DELETE /accounts/:uid': async () => {
    const uid = await insertLeavingUser(ctx);
    return [{ params: { uid }, body: { confirmEmail: emailOf(uid) } }];
  },
  'GET /quizzes/drafts/:uid': () => [{ params: { uid: ADMIN_UID } }],
  'PUT /quizzes/drafts/:uid': () => [
    {
      params: { uid: ADMIN_UID },
      body: {
        step: 1,
        storyId: published!._id,
        title: 'Draft',
        questions: [{ prompt: 'Who?', options: ['A', 'B'], answerIndex: 0 }],
      },
    },
  ],
  'DELETE /quizzes/drafts/:uid': () => [{ params: { uid: ADMIN_UID } }],
  'POST /quizzes': () => [{ body: quizBody(published!._id) }],
  'GET /quizzes/:id': async () => [
    { params: { id: await insertQuiz(ctx, published!._id, 'pending') } },
  ],
  'PUT /quizzes/:id': async () => [
    {
      params: { id: await insertQuiz(ctx, published!._id, 'pending') },
      body: quizBody(published!._id),
    },
  ],
  'POST /quizzes/:id/review': async () => [
    {
      params: { id: await insertQuiz(ctx, published!._id, 'pending') },
      body: { decision: 'approve' },
    },
    {
      params: { id: await insertQuiz(ctx, published!._id, 'pending') },
      body: { decision: 'reject', reason: 'Short.' },
    },
  ],
  'GET /quizzes/story/:storyId': () => [{ params: { storyId: published!._id } }],
  'POST /quizzes/:id/attempts': () => [
    { params: { id: playedQuizId } },
    { params: { id: playedQuizId }, body: { childId } },
  ],
  'POST /quizzes/:id/check': async () => {
    const { id, attemptId } = await adminAttempt();
    return [{ params: { id }, body: { childId, attemptId, question: 0, choice: 1 } }];
  },
  'POST /quizzes/:id/attempts/:attemptId/finish': async () => {
    const { id, attemptId } = await adminAttempt({ answered: true });
    return [{ params: { id, attemptId }, body: { childId } }];
  },
  'GET /leaderboard': (): Sample[] => [
    { query: { period: 'week' } },
    { query: { period: 'all', childId } },
  ],
  'POST /children': () => [
    {
      body: {
        nickname: 'Ravi',
        avatar: 'parrot',
        storyLanguage: 'hi',
        interfaceLanguage: 'hindi',
        textSize: 120,
        onLeaderboard: false,
      },
    },
  ],
  'PATCH /children/:id': () => [
    {
      params: { id: childId },
      body: {
        nickname: 'Asha',
        avatar: 'butterfly',
        storyLanguage: 'ta',
        interfaceLanguage: 'tamil',
        textSize: 110,
        onLeaderboard: true,
      },
    },
  ],
  'DELETE /children/:id': async () => [
    { params: { id: await insertChild(ctx, ADMIN_UID, 'Leaving') } },
  ],
  'GET /children/:id/summary': () => [{ params: { id: childId }, query: { days: '30' } }],
  'POST /coach/results': () => [
    {
      body: {
        childId,
        storyId: published!._id,
        page_no: 1,
        words: [
          { word: 'crow', right: true },
          { word: 'कौआ', right: false },
        ],
      },
    },
  ],
  'PUT /recordings/:storyId/:page_no/:language': () => [
    {
      params: { storyId: published!._id, page_no: '1', language: 'english' },
      rawBody: toneWav(1.5),
      headers: { 'content-type': 'audio/wav' },
    },
  ],
  'GET /recordings': () => [{ query: { storyId: published!._id } }],
  'GET /recordings/:id': async () => [{ params: { id: await storyRecordingId() } }],
  'PUT /recordings/:id/times': async () => [
    {
      params: { id: await storyRecordingId() },
      body: {
        words: [0, 0.5, 1, 1.5].map((start) => ({ startSeconds: start, endSeconds: start + 0.4 })),
      },
    },
  ],
  'DELETE /recordings/:id': async () => [{ params: { id: await storyRecordingId() } }],
  'GET /stories/:id/export.epub': () => [
    { params: { id: published!._id }, query: { language: 'english' } },
  ],
  'GET /stories/:id/export.readalong': () => [
    { params: { id: published!._id }, query: { language: 'english' } },
  ],
  'GET /stories/:id/export.mp3': () => [
    { params: { id: published!._id }, query: { language: 'english' } },
  ],
};

/** A multipart upload of one small picture, as a browser's FormData sends it. */
async function pictureUploadSample(): Promise<Sample> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>${randomUUID()}</title></svg>`;
  const { payload, contentType } = await multipartBody([{ name: 'dot.svg', content: svg }]);
  return { rawBody: payload, headers: { 'content-type': contentType } };
}

/** A one-page Global Storybooks book, previewed: nothing is stored. */
async function importUploadSample(): Promise<Sample> {
  const markdown = storybookMarkdown({
    title: 'A Small Boat',
    pages: [{ text: 'The small boat sailed home.' }],
    licence: 'CC-BY',
    language: 'English',
  });
  const { payload, contentType } = await multipartBody([
    { name: '0001_boat.md', content: markdown },
  ]);
  return {
    query: { preview: 'true', publish: 'false' },
    rawBody: payload,
    headers: { 'content-type': contentType },
  };
}

/** An upload job of the administrator's, made once: reading it changes nothing. */
let adminJob: Promise<string> | undefined;
const adminPictureJob = () => (adminJob ??= uploadAdminPictureJob());

async function uploadAdminPictureJob(): Promise<string> {
  const { rawBody, headers } = await pictureUploadSample();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/pictures',
    payload: rawBody,
    headers: { ...bearer(ADMIN_UID), ...headers },
  });
  return response.json<{ id: string }>().id;
}

/** The story's narration of its first page, four words long ("Once upon a time"). */
async function storyRecordingId(): Promise<string> {
  const row = await insertRecording(ctx, {
    storyId: published!._id,
    uid: ADMIN_UID,
    audience: 'everyone',
  });
  return row.id;
}

/** Percent-encoding that can also carry a lone surrogate (as its WTF-8 bytes), as raw HTTP can. */
function percentEncode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

function urlOf(route: RouteEntry, params: Record<string, string>, query: Record<string, string>) {
  const path = route.url
    .replace(/:(\w+)/g, (_, name: string) => percentEncode(params[name] ?? ''))
    .replace('*', () => (params['*'] ?? '').split('/').map(percentEncode).join('/'));
  const search = Object.entries(query)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  // CORS registers its preflight route as "*", without the leading slash.
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return search ? `${absolute}?${search}` : absolute;
}

/** Dotted paths of every leaf of a JSON value ("pages.0.image_path"). */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...prefix, key]));
  }
  return [prefix];
}

/** Field paths a body schema declares, so the samples can be checked to hold every field. */
function declaredFields(schema: Record<string, unknown>, prefix = ''): string[] {
  const alternatives = [schema.anyOf, schema.oneOf].flat().filter(Boolean);
  if (alternatives.length)
    return alternatives.flatMap((inner) =>
      declaredFields(inner as Record<string, unknown>, prefix),
    );
  if (schema.items) return declaredFields(schema.items as Record<string, unknown>, `${prefix}0.`);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([key, inner]) => [
    `${prefix}${key}`,
    ...declaredFields(inner, `${prefix}${key}.`),
  ]);
}

function withLeaf(body: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, value);
  return copy;
}

/** Routes without inputs still get hostile queries (and, for wildcards, paths). */
const noSample = (): Sample[] => [{}];

interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

interface Mutation {
  description: string;
  /** Expected to be refused with exactly 400 (413 when over the body size limit). */
  mustRefuse: boolean;
  change(parts: Parts): Parts;
}

let address = 0;
/** Each request from its own address, so rate limits (rightly) do not answer instead. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every hostile change of one field (or of the whole body) of a sample. */
function mutationsOf(route: RouteEntry, sample: Sample): Mutation[] {
  const schema = route.schema as { params?: unknown; querystring?: z.ZodObject } | undefined;
  const mutations: Mutation[] = [];
  const urlValues = [...STRINGS, LONG_URL_VALUE];

  for (const name of Object.keys(sample.params ?? {})) {
    const validated = Boolean(schema?.params);
    for (const { name: what, value, unstorable } of urlValues) {
      const mustRefuse = validated && Boolean(unstorable);
      const change = (parts: Parts) => ({ ...parts, params: { ...parts.params, [name]: value } });
      mutations.push({ description: `params.${name} = ${what}`, mustRefuse, change });
      // Without a token too: finding 1 was a 500 for an anonymous caller.
      mutations.push({
        description: `params.${name} = ${what}, no token`,
        mustRefuse,
        change: (parts) => {
          const { authorization: _token, ...headers } = parts.headers;
          return { ...change(parts), headers };
        },
      });
    }
  }

  const queryKeys = schema?.querystring ? Object.keys(schema.querystring.shape) : [];
  for (const name of [...queryKeys, 'stray']) {
    for (const { name: what, value, unstorable } of urlValues) {
      mutations.push({
        description: `query.${name} = ${what}`,
        // A query's bytes that are no UTF-8 (a lone surrogate's) arrive as U+FFFD, which is
        // storable; only U+0000 survives the decoding.
        mustRefuse: name !== 'stray' && Boolean(unstorable) && !/\p{Cs}/u.test(value),
        change: (parts) => ({ ...parts, query: { ...parts.query, [name]: value } }),
      });
    }
  }
  if (sample.body === undefined) return mutations;

  for (const path of leaves(sample.body)) {
    const original = path.reduce<unknown>(
      (inner, key) => (inner as Record<string, unknown>)[key],
      sample.body,
    );
    const field = path.at(-1)!;
    for (const { name: what, value, ...rest } of [...STRINGS, ...BODY_ONLY_VALUES]) {
      const wrongType =
        typeof value !== typeof original || value === null || typeof value === 'object';
      const unstorable = 'unstorable' in rest && rest.unstorable === true;
      const foreignMedia =
        MEDIA_FIELDS.has(field) &&
        typeof value === 'string' &&
        value !== '' &&
        !value.startsWith('/illustrations/');
      mutations.push({
        description: `body.${path.join('.')} = ${what}`,
        mustRefuse: wrongType || unstorable || foreignMedia,
        change: (parts) => ({ ...parts, body: withLeaf(parts.body, path, value) }),
      });
    }
  }

  // A route whose body may be left out reads a JSON null as none (Fastify validates an absent
  // body as null); every other route refuses it.
  const bodyMayBeAbsent = Boolean(
    (route.schema as { body?: z.ZodType } | undefined)?.body?.safeParse(null).success,
  );
  const rawBodies: [string, boolean, (json: string) => string][] = [
    ['__proto__ key', true, (json) => `{"__proto__":{"isAdmin":true},${json.slice(1)}`],
    [
      'constructor.prototype key',
      false,
      (json) => `{"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}`,
    ],
    ['broken JSON', true, (json) => json.slice(0, -1)],
    ['null', !bodyMayBeAbsent, () => 'null'],
    ['an array', true, () => '[]'],
    ['a number', true, () => '7'],
  ];
  for (const [what, mustRefuse, raw] of rawBodies) {
    mutations.push({
      description: `body = ${what}`,
      mustRefuse,
      change: (parts) => ({
        ...parts,
        body: raw(JSON.stringify(parts.body)),
        headers: { ...parts.headers, ...JSON_HEADERS },
      }),
    });
  }
  return mutations;
}

function injectOptions(route: RouteEntry, parts: Parts): InjectOptions {
  const { body } = parts;
  return {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, parts.params, parts.query),
    headers: parts.headers,
    remoteAddress: nextAddress(),
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : (body as Record<string, unknown>) }),
  };
}

/** The sample's request, built afresh (a current version, a story not yet reviewed). */
async function freshParts(route: RouteEntry, index: number): Promise<Parts> {
  const sample = (await (samples[route.key] ?? noSample)())[index]!;
  return {
    params: sample.params ?? {},
    query: sample.query ?? {},
    body: sample.body ?? sample.rawBody,
    headers: { ...bearer(ADMIN_UID), ...sample.headers },
  };
}

/** The `message` of a JSON error answer, or undefined. */
function messageOf(body: string): string | undefined {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

describe('hostile input', () => {
  const inputRoutes = routes.filter((route) => route.method !== 'HEAD');

  it('has a valid sample holding every declared field of every route with an input', () => {
    const missing: string[] = [];
    for (const route of inputRoutes) {
      const schema = route.schema as { params?: unknown; querystring?: unknown; body?: z.ZodType };
      const hasInput = Boolean(
        schema?.params || schema?.querystring || schema?.body || route.url.includes('*'),
      );
      if (hasInput && !samples[route.key]) missing.push(`${route.key}: no sample`);
    }
    expect(missing).toEqual([]);
  });

  it('has samples whose bodies name every field the schema declares', async () => {
    const missing: string[] = [];
    for (const route of inputRoutes) {
      const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
      if (!body || !samples[route.key]) continue;
      const sent = new Set(
        (await samples[route.key]!()).flatMap((sample) =>
          leaves(sample.body).flatMap((path) => path.map((_, i) => path.slice(0, i + 1).join('.'))),
        ),
      );
      const declared = declaredFields(
        z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      );
      for (const field of declared) if (!sent.has(field)) missing.push(`${route.key}: ${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('never answers 5xx, and refuses with 400 and a message', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const route of inputRoutes) {
      const build = samples[route.key] ?? noSample;
      const mutations = (await build()).flatMap((sample, index) =>
        mutationsOf(route, sample).map((mutation) => ({ ...mutation, index })),
      );
      for (const mutation of mutations) {
        const description = `${route.key} ${mutation.description}`;
        const parts = mutation.change(await freshParts(route, mutation.index));
        const response = await ctx.app.inject(injectOptions(route, parts));
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const status = response.statusCode;
        if (status >= 500)
          failures.push(`${description}: ${status} ${response.body.slice(0, 200)}`);
        if (status >= 400 && !messageOf(response.body))
          failures.push(`${description}: ${status} without a message`);
        if (mutation.mustRefuse && status !== 400 && status !== 413)
          failures.push(`${description}: ${status}, expected 400`);
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const serverErrors = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `hostile input: ${sent} requests over ${inputRoutes.length} routes, ${serverErrors} answered 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    // Every route's every field: the run grows with the route table.
  }, 180_000);

  const multipartRoutes = inputRoutes.filter((route) =>
    ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
      'multipart/form-data',
    ),
  );

  it('has a multipart sample for every route that takes multipart bodies', async () => {
    expect(multipartRoutes.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const route of multipartRoutes) {
      const [sample] = (await samples[route.key]?.()) ?? [];
      if (!sample?.rawBody || !sample.headers?.['content-type']?.startsWith('multipart/form-data'))
        missing.push(route.key);
    }
    expect(missing).toEqual([]);
  });

  it('refuses broken multipart bodies with 400, 413 or 415 and a message', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of multipartRoutes) {
      const [sample] = await samples[route.key]!();
      const body = sample!.rawBody!;
      const contentType = sample!.headers!['content-type']!;
      const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
      const closing = Buffer.from(`--${boundary}--`);
      const broken: Array<[string, Buffer, Record<string, string>]> = [
        ['truncated', body.subarray(0, Math.floor(body.length / 2)), {}],
        ['no closing boundary', body.subarray(0, body.lastIndexOf(closing)), {}],
        ['wrong boundary', body, { 'content-type': 'multipart/form-data; boundary=NotThisOne' }],
        ['no boundary parameter', body, { 'content-type': 'multipart/form-data' }],
        ['empty boundary', body, { 'content-type': 'multipart/form-data; boundary=' }],
        [
          'boundary longer than 70 characters',
          body,
          { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
        ],
        ['gzip Content-Encoding', gzipSync(body), { 'content-encoding': 'gzip' }],
        ['deflate Content-Encoding', deflateSync(body), { 'content-encoding': 'deflate' }],
        ['unknown Content-Encoding', body, { 'content-encoding': 'x-squeeze' }],
        ['empty body', Buffer.alloc(0), {}],
        ['only the closing boundary', Buffer.from(`--${boundary}--\r\n`), {}],
        [
          'part headers without their blank line',
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.svg"\r\n<svg/>\r\n--${boundary}--\r\n`,
          ),
          {},
        ],
        [
          'part without Content-Disposition',
          Buffer.from(
            `--${boundary}\r\nContent-Type: image/svg+xml\r\n\r\n<svg/>\r\n--${boundary}--\r\n`,
          ),
          {},
        ],
        [
          '__proto__ as a field name',
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
          ),
          {},
        ],
        ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), {}],
      ];
      for (const [what, payload, headers] of broken) {
        const parts = await freshParts(route, 0);
        const response = await ctx.app.inject({
          method: route.method as InjectOptions['method'],
          url: urlOf(route, parts.params, parts.query),
          headers: { ...parts.headers, ...headers },
          payload,
          remoteAddress: nextAddress(),
        });
        sent += 1;
        const status = response.statusCode;
        if (![400, 413, 415].includes(status))
          failures.push(`${route.key} ${what}: ${status} ${response.body.slice(0, 200)}`);
        else if (!messageOf(response.body)) failures.push(`${route.key} ${what}: no message`);
      }
    }
    console.info(`hostile multipart: ${sent} broken bodies over ${multipartRoutes.length} routes`);
    expect(failures).toEqual([]);
  });
});
