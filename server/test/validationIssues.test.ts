import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../contract/api';
import { storyListSchema } from '../../contract/stories';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const requestStory = (storyRequest: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/storiesRequest/request',
    headers: bearer(PARENT_UID),
    payload: { storyRequest },
  });

const refusal = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  return errorSchema.parse(response.json());
};

describe('a 400 lists its issues beside the message', () => {
  it('names the path, the code, what was measured and the limit of a too long title', async () => {
    const body = refusal(
      await requestStory({ storyName: 'T'.repeat(201), author: 'Meera', storyContent: 'Hello.' }),
    );
    expect(body.message).toBe(
      'body.storyRequest.storyName: Story name must be at most 200 characters.',
    );
    expect(body.issues).toEqual([
      {
        path: 'body.storyRequest.storyName',
        code: 'too_big',
        origin: 'string',
        limit: 200,
        message: 'Story name must be at most 200 characters.',
      },
    ]);
  });

  it('lists every problem of the request, in the order of the message', async () => {
    const body = refusal(await requestStory({ storyName: '', author: 42, storyContent: 'x' }));
    expect(body.message).toBe(
      'body.storyRequest.storyName: Story name is required.; body.storyRequest.author: Author must be text.',
    );
    expect(body.issues).toEqual([
      {
        path: 'body.storyRequest.storyName',
        code: 'too_small',
        origin: 'string',
        limit: 1,
        message: 'Story name is required.',
      },
      {
        path: 'body.storyRequest.author',
        code: 'invalid_type',
        message: 'Author must be text.',
      },
    ]);
  });

  it('names the whole body when the body itself is missing its object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: bearer(PARENT_UID),
      payload: {},
    });
    const body = refusal(response);
    expect(body.issues).toEqual([
      expect.objectContaining({ path: 'body.storyRequest', code: 'invalid_type' }),
    ]);
  });

  it('says how many pages a story may make when it makes too many', async () => {
    const paragraphs = Array.from({ length: 101 }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n');
    const body = refusal(
      await requestStory({ storyName: 'Long', author: 'Meera', storyContent: paragraphs }),
    );
    expect(body.message).toBe(
      'body.storyRequest.storyContent: The story makes 101 pages; a story may have at most 100.',
    );
    expect(body.issues).toEqual([
      {
        path: 'body.storyRequest.storyContent',
        code: 'too_big',
        origin: 'pages',
        limit: 100,
        message: 'The story makes 101 pages; a story may have at most 100.',
      },
    ]);
  });

  it('names query parameters as "querystring", as the message does', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/accounts?email=ab',
      headers: bearer(ADMIN_UID),
    });
    expect(refusal(response).issues).toEqual([
      {
        path: 'querystring.email',
        code: 'custom',
        message: 'Type at least 3 characters of the e-mail address.',
      },
    ]);
  });

  it('lists more issues than the message shows, so a form can mark each field', async () => {
    const [story] = storyListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json(),
    );
    const question = { prompt: 'Q'.repeat(201), options: ['Yes', 'No'], answerIndex: 0 };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/quizzes',
      headers: bearer(PARENT_UID),
      payload: { storyId: story!._id, title: 'Quiz', questions: Array(7).fill(question) },
    });
    const body = refusal(response);
    expect(body.message).toMatch(/^body\.questions\.0\.prompt: .*\(and 2 more\)$/);
    expect(body.issues?.map((issue) => issue.path)).toEqual(
      Array.from({ length: 7 }, (_, i) => `body.questions.${i}.prompt`),
    );
    expect(body.issues?.[6]).toMatchObject({ code: 'too_big', origin: 'string', limit: 200 });
  });

  it('leaves other refusals without a list', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      payload: { storyRequest: { storyName: 'x', author: 'y', storyContent: 'z' } },
    });
    expect(response.statusCode).toBe(401);
    expect(errorSchema.parse(response.json()).issues).toBeUndefined();
  });
});
