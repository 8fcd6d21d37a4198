import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messageListSchema } from '../../contract/api';
import type { Quiz, QuizContent, QuizDraft } from '../../contract/quizzes';
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

  it('checks one answer on the server', async () => {
    const quiz = await approvedQuiz();
    const url = `/quizzes/${quiz._id}/check`;
    expect((await call('POST', url, undefined, { question: 0, choice: 0 })).json()).toEqual({
      correct: true,
      answerIndex: 0,
    });
    expect((await call('POST', url, undefined, { question: 1, choice: 1 })).json()).toEqual({
      correct: false,
      answerIndex: 0,
    });
    expect((await call('POST', url, undefined, { question: 5, choice: 0 })).statusCode).toBe(400);
    expect((await call('POST', url, undefined, { question: 1, choice: 2 })).statusCode).toBe(400);
    expect((await call('POST', url, undefined, { question: 'a' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/quizzes/missing/check', undefined, { question: 0, choice: 0 }))
        .statusCode,
    ).toBe(404);
    const pending = await submit();
    expect(
      (await call('POST', `/quizzes/${pending._id}/check`, undefined, { question: 0, choice: 0 }))
        .statusCode,
    ).toBe(404);
  });

  it('scores attempts; only a signed-in child’s first one earns points', async () => {
    const quiz = await approvedQuiz();
    const url = `/quizzes/${quiz._id}/attempts`;
    expect((await call('POST', url, undefined, { answers: [0, 1] })).json()).toEqual({
      correct: 1,
      total: 2,
      points: 0,
      recorded: false,
      firstAttempt: false,
    });
    expect((await call('POST', url, OTHER_UID, { answers: [0, 1] })).json()).toEqual({
      correct: 1,
      total: 2,
      points: 2,
      recorded: true,
      firstAttempt: true,
    });
    expect((await call('POST', url, OTHER_UID, { answers: [0, 0] })).json()).toEqual({
      correct: 2,
      total: 2,
      points: 0,
      recorded: true,
      firstAttempt: false,
    });
    expect((await call('POST', url, OTHER_UID, { answers: [0] })).statusCode).toBe(400);
    expect((await call('POST', url, OTHER_UID, { answers: [9, 0] })).statusCode).toBe(400);
    expect((await call('POST', url, OTHER_UID, {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/quizzes/missing/attempts', OTHER_UID, { answers: [0] })).statusCode,
    ).toBe(404);
  });
});
