import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messageListSchema } from '../../contract/api';
import type { Quiz, QuizContent, QuizDraft, StartedAttempt } from '../../contract/quizzes';
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
beforeAll(async () => {
  ctx = await createTestApp();
  const [first] = storyListSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
  );
  storyId = first!._id;
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE quizzes, quiz_drafts`);
});

const content = (overrides: Partial<QuizContent> = {}): QuizContent => ({
  storyId,
  title: 'Crow quiz',
  questions: [
    { prompt: 'What did the crow want?', options: ['Water', 'Bread', 'A hat'], answerIndex: 0 },
    { prompt: 'What did it drop in?', options: ['Pebbles', 'Leaves'], answerIndex: 0 },
  ],
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  uid?: string,
  payload?: object,
) =>
  ctx.app.inject({ method, url, headers: uid ? bearer(uid) : {}, ...(payload ? { payload } : {}) });

async function submit(uid = PARENT_UID, overrides: Partial<QuizContent> = {}) {
  const response = await call('POST', '/quizzes', uid, content(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Quiz>();
}

const draft: QuizDraft = {
  step: 1,
  title: 'Half done',
  questions: [{ prompt: 'Who?', options: ['', ''] }],
};

describe('quiz drafts', () => {
  it('saves, restores and throws away the caller’s draft', async () => {
    expect((await call('GET', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID)).json()).toEqual({
      draft: null,
      updatedAt: null,
    });
    expect((await call('PUT', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID, draft)).statusCode).toBe(
      200,
    );
    const saved = (await call('GET', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID)).json();
    expect(saved.draft).toEqual(draft);
    expect(typeof saved.updatedAt).toBe('string');
    expect((await call('DELETE', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID)).json().draft,
    ).toBeNull();
  });

  it('answers 401 without a token, 403 for another user’s draft and 400 for a bad draft', async () => {
    expect((await call('GET', `/quizzes/drafts/${PARENT_UID}`)).statusCode).toBe(401);
    expect((await call('PUT', `/quizzes/drafts/${PARENT_UID}`, undefined, draft)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/quizzes/drafts/${PARENT_UID}`, OTHER_UID)).statusCode).toBe(403);
    expect((await call('PUT', `/quizzes/drafts/${PARENT_UID}`, OTHER_UID, draft)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/quizzes/drafts/${PARENT_UID}`, OTHER_UID)).statusCode).toBe(403);
    const tooMany = { ...draft, questions: Array.from({ length: 21 }, () => draft.questions[0]) };
    const bad = await call('PUT', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID, tooMany);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/body\.questions/);
    expect(
      (await call('PUT', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID, { ...draft, step: 9 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /quizzes', () => {
  it('sends a quiz for review and clears the draft', async () => {
    await call('PUT', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID, draft);
    const quiz = await submit();
    expect(quiz).toMatchObject({ status: 'pending', createdBy: PARENT_UID, title: 'Crow quiz' });
    expect(quiz.storyTitle).toBeTruthy();
    expect(
      (await call('GET', `/quizzes/drafts/${PARENT_UID}`, PARENT_UID)).json().draft,
    ).toBeNull();
  });

  it('names an author without a users row by the name they signed in with', async () => {
    expect((await submit('fresh-author')).authorName).toBe('fresh-author');
  });

  it.each([
    ['no questions', { questions: [] }, /body\.questions: Write at least one question/],
    [
      'too many questions',
      { questions: Array.from({ length: 21 }, () => content().questions[0]!) },
      /at most 20 questions/,
    ],
    [
      'one option',
      { questions: [{ prompt: 'Q?', options: ['Only'], answerIndex: 0 }] },
      /at least 2 answers/,
    ],
    [
      'five options',
      { questions: [{ prompt: 'Q?', options: ['a', 'b', 'c', 'd', 'e'], answerIndex: 0 }] },
      /at most 4 answers/,
    ],
    [
      'no right answer',
      { questions: [{ prompt: 'Q?', options: ['a', 'b'], answerIndex: 2 }] },
      /Mark the right answer/,
    ],
    [
      'an empty question',
      { questions: [{ prompt: '  ', options: ['a', 'b'], answerIndex: 0 }] },
      /Write the question/,
    ],
    [
      'a long answer',
      { questions: [{ prompt: 'Q?', options: ['a', 'b'.repeat(81)], answerIndex: 0 }] },
      /at most 80 characters/,
    ],
    [
      'the same answer twice',
      { questions: [{ prompt: 'Q?', options: ['Yes', 'yes'], answerIndex: 0 }] },
      /Two answers are the same/,
    ],
    ['no title', { title: '' }, /title/],
  ])('refuses %s with a readable 400', async (_name, overrides, message) => {
    const response = await call('POST', '/quizzes', PARENT_UID, content(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and 404 for an unknown or unpublished story', async () => {
    expect((await call('POST', '/quizzes', undefined, content())).statusCode).toBe(401);
    expect(
      (await call('POST', '/quizzes', PARENT_UID, content({ storyId: 'missing' }))).statusCode,
    ).toBe(404);
    const pending = await requestStory(ctx, PARENT_UID, 'Quiz on a pending story');
    expect(
      (await call('POST', '/quizzes', PARENT_UID, content({ storyId: pending._id }))).statusCode,
    ).toBe(404);
  });
});

describe('reviewing quizzes', () => {
  it('lists pending quizzes with story, author and question count for administrators', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO users (uid, username, email) VALUES (${PARENT_UID}, 'Meera Rao', 'm@example.com') ON CONFLICT (uid) DO UPDATE SET username = 'Meera Rao'`,
    );
    const quiz = await submit();
    const list = await call('GET', '/quizzes/pending', ADMIN_UID);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: quiz._id,
        title: 'Crow quiz',
        storyId,
        storyTitle: quiz.storyTitle,
        authorName: 'Meera Rao',
        questionCount: 2,
        createdAt: quiz.createdAt,
      },
    ]);
    expect((await call('GET', '/quizzes/pending')).statusCode).toBe(401);
    expect((await call('GET', '/quizzes/pending', PARENT_UID)).statusCode).toBe(403);
  });

  it('opens and edits a pending quiz', async () => {
    const quiz = await submit();
    expect((await call('GET', `/quizzes/${quiz._id}`, ADMIN_UID)).json()).toEqual(quiz);
    const edited = await call(
      'PUT',
      `/quizzes/${quiz._id}`,
      ADMIN_UID,
      content({ title: 'The clever crow' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Quiz>().title).toBe('The clever crow');
    expect((await call('GET', `/quizzes/${quiz._id}`, PARENT_UID)).statusCode).toBe(403);
    expect((await call('GET', `/quizzes/${quiz._id}`)).statusCode).toBe(401);
    expect((await call('GET', '/quizzes/missing', ADMIN_UID)).statusCode).toBe(404);
    expect((await call('PUT', `/quizzes/${quiz._id}`, PARENT_UID, content())).statusCode).toBe(403);
    expect((await call('PUT', '/quizzes/missing', ADMIN_UID, content())).statusCode).toBe(404);
    expect(
      (await call('PUT', `/quizzes/${quiz._id}`, ADMIN_UID, content({ questions: [] }))).statusCode,
    ).toBe(400);
  });

  it('approves once, tells the author, and answers 409 to a repeated review', async () => {
    const quiz = await submit();
    const inbox = async () =>
      messageListSchema
        .parse((await call('GET', `/inbox/${PARENT_UID}`, PARENT_UID)).json())
        .filter((message) => message.subject.includes(quiz.title));
    const approved = await call('POST', `/quizzes/${quiz._id}/review`, ADMIN_UID, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Quiz>().status).toBe('approved');
    expect(await inbox()).toHaveLength(1);
    const again = await call('POST', `/quizzes/${quiz._id}/review`, ADMIN_UID, {
      decision: 'reject',
      reason: 'Late',
    });
    expect(again.statusCode).toBe(409);
    expect(await inbox()).toHaveLength(1);
    expect((await call('PUT', `/quizzes/${quiz._id}`, ADMIN_UID, content())).statusCode).toBe(409);
    expect((await call('GET', '/quizzes/pending', ADMIN_UID)).json()).toEqual([]);
  });

  it('rejects only with a reason, which the author reads', async () => {
    const quiz = await submit();
    const url = `/quizzes/${quiz._id}/review`;
    expect((await call('POST', url, ADMIN_UID, { decision: 'reject' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, ADMIN_UID, { decision: 'reject', reason: ' ' })).statusCode,
    ).toBe(400);
    expect((await call('POST', url, ADMIN_UID, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await call('POST', url, PARENT_UID, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call('POST', url, undefined, { decision: 'approve' })).statusCode).toBe(401);
    expect(
      (await call('POST', '/quizzes/missing/review', ADMIN_UID, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    const rejected = await call('POST', url, ADMIN_UID, {
      decision: 'reject',
      reason: 'Please add one more question.',
    });
    expect(rejected.json<Quiz>()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add one more question.',
    });
    const messages = messageListSchema.parse(
      (await call('GET', `/inbox/${PARENT_UID}`, PARENT_UID)).json(),
    );
    expect(messages[0]!.body).toContain('Reason: Please add one more question.');
  });
});

describe('playing quizzes', () => {
  async function approvedQuiz() {
    const quiz = await submit();
    await call('POST', `/quizzes/${quiz._id}/review`, ADMIN_UID, { decision: 'approve' });
    return quiz;
  }

  it('offers approved quizzes only, without their answers', async () => {
    await submit();
    const quiz = await approvedQuiz();
    const list = await call('GET', `/quizzes/story/${storyId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: quiz._id,
        title: quiz.title,
        storyId,
        questions: [
          { prompt: 'What did the crow want?', options: ['Water', 'Bread', 'A hat'] },
          { prompt: 'What did it drop in?', options: ['Pebbles', 'Leaves'] },
        ],
      },
    ]);
    expect(list.body).not.toContain('answerIndex');
    expect((await call('GET', '/quizzes/story/missing')).json()).toEqual([]);
  });

  const start = (quizId: string, uid?: string) =>
    call('POST', `/quizzes/${quizId}/attempts`, uid, {});
  const check = (quizId: string, uid: string | undefined, body: object) =>
    call('POST', `/quizzes/${quizId}/check`, uid, body);
  const finish = (quizId: string, attemptId: string, uid?: string) =>
    call('POST', `/quizzes/${quizId}/attempts/${attemptId}/finish`, uid, {});

  async function started(quizId: string, uid: string) {
    const response = await start(quizId, uid);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StartedAttempt>();
  }

  it('tells a right answer only once it is stored in the caller’s attempt, once', async () => {
    const quiz = await approvedQuiz();
    const url = `/quizzes/${quiz._id}/check`;
    const someAttempt = randomUUID();
    // Without sign-in, without an attempt, or in someone else's attempt: nothing is told.
    const anonymous = await check(quiz._id, undefined, {
      attemptId: someAttempt,
      question: 0,
      choice: 0,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('answerIndex');
    expect((await start(quiz._id)).statusCode).toBe(401);
    expect((await call('POST', url, OTHER_UID, { question: 0, choice: 0 })).statusCode).toBe(400);
    const noAttempt = await check(quiz._id, OTHER_UID, {
      attemptId: someAttempt,
      question: 0,
      choice: 0,
    });
    expect(noAttempt.statusCode).toBe(404);
    expect(noAttempt.body).not.toContain('answerIndex');
    const { attemptId } = await started(quiz._id, PARENT_UID);
    expect(
      (await check(quiz._id, OTHER_UID, { attemptId, question: 0, choice: 0 })).statusCode,
    ).toBe(404);

    const mine = await started(quiz._id, OTHER_UID);
    expect(mine).toEqual({ attemptId: expect.any(String), answered: [] });
    const first = await check(quiz._id, OTHER_UID, { ...mine, question: 1, choice: 1 });
    expect(first.json()).toEqual({ correct: false, answerIndex: 0 });
    // A second reveal of the same question is refused, and the stored answer stays.
    const again = await check(quiz._id, OTHER_UID, { ...mine, question: 1, choice: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This question was already answered in this attempt.',
    );
    expect(again.body).not.toContain('answerIndex');
    expect((await started(quiz._id, OTHER_UID)).answered).toEqual([1]);

    for (const body of [
      { question: 5, choice: 0 },
      { question: 0, choice: 3 },
      { question: 'a', choice: 0 },
      { attemptId: 'not-an-attempt', question: 0, choice: 0 },
    ]) {
      expect((await check(quiz._id, OTHER_UID, { ...mine, ...body })).statusCode).toBe(400);
    }
    expect(
      (await check('missing', OTHER_UID, { ...mine, question: 0, choice: 0 })).statusCode,
    ).toBe(404);
    const pending = await submit();
    expect(
      (await check(pending._id, OTHER_UID, { ...mine, question: 0, choice: 0 })).statusCode,
    ).toBe(404);
  });

  it('scores attempts from their stored answers; only the first one earns points', async () => {
    const quiz = await approvedQuiz();
    const child = 'child-asha';
    const first = await started(quiz._id, child);
    expect((await finish(quiz._id, first.attemptId, child)).statusCode).toBe(409);
    expect(
      (await check(quiz._id, child, { ...first, question: 0, choice: 0 })).json<{
        correct: boolean;
      }>().correct,
    ).toBe(true);
    // Leaving and coming back carries on with the same attempt.
    expect(await started(quiz._id, child)).toEqual({ attemptId: first.attemptId, answered: [0] });
    await check(quiz._id, child, { ...first, question: 1, choice: 1 });
    expect((await finish(quiz._id, first.attemptId)).statusCode).toBe(401);
    expect((await finish(quiz._id, first.attemptId, OTHER_UID)).statusCode).toBe(404);
    const scored = { correct: 1, total: 2, points: 2, firstAttempt: true };
    expect((await finish(quiz._id, first.attemptId, child)).json()).toEqual(scored);
    // Asking again (a lost answer) gives the same result and credits nothing more.
    expect((await finish(quiz._id, first.attemptId, child)).json()).toEqual(scored);
    const closed = await check(quiz._id, child, { ...first, question: 1, choice: 0 });
    expect(closed.statusCode).toBe(409);

    // Knowing the answers now, a new attempt is all right and earns nothing.
    const second = await started(quiz._id, child);
    expect(second.answered).toEqual([]);
    expect(second.attemptId).not.toBe(first.attemptId);
    await check(quiz._id, child, { ...second, question: 0, choice: 0 });
    await check(quiz._id, child, { ...second, question: 1, choice: 0 });
    expect((await finish(quiz._id, second.attemptId, child)).json()).toEqual({
      correct: 2,
      total: 2,
      points: 0,
      firstAttempt: false,
    });
    const { rows } = await ctx.database.db.execute<{ source: string; points: number }>(
      sql`SELECT source, points FROM point_events WHERE uid = ${child}`,
    );
    expect(rows).toEqual([{ source: `quiz:${quiz._id}`, points: 2 }]);
    expect(
      (await call('POST', `/quizzes/missing/attempts/${second.attemptId}/finish`, child, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/quizzes/${quiz._id}/attempts/not-an-id/finish`, child, {})).statusCode,
    ).toBe(400);
  });

  it('cannot be scored by peeking: the first attempt is the only open one', async () => {
    const quiz = await approvedQuiz();
    const child = 'child-peeker';
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => started(quiz._id, child)));
    // Starting "another" attempt to learn the answers gives back the first one.
    expect(new Set([one, two, three].map((attempt) => attempt!.attemptId)).size).toBe(1);
    const peek = await check(quiz._id, child, { ...one!, question: 0, choice: 1 });
    expect(peek.json()).toEqual({ correct: false, answerIndex: 0 });
    const retry = await check(quiz._id, child, { ...one!, question: 0, choice: 0 });
    expect(retry.statusCode).toBe(409);
    await check(quiz._id, child, { ...one!, question: 1, choice: 0 });
    expect((await finish(quiz._id, one!.attemptId, child)).json()).toMatchObject({
      correct: 1,
      points: 2,
    });
  });
});
