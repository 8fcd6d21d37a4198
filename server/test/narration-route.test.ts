import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import { storySchema, type Story } from '../../contract/stories';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let story: Story;
beforeAll(async () => {
  ctx = await createTestApp();
  const [first] = (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
    { slug: string }[]
  >();
  story = storySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/KahaniJson/slug/${first!.slug}` })).json(),
  );
});
afterAll(async () => ctx.close());

const narrate = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/fetchAudioAndAlignment', payload, headers });

describe('POST /fetchAudioAndAlignment', () => {
  it('narrates the stored page text in the chosen language, then answers from the cache', async () => {
    const page = story.pages[1]!;
    const body = { text: page.hindi, storyId: story._id, page_no: 2, language: 'hindi' };
    const first = await narrate(body);
    expect(first.statusCode).toBe(200);
    const answer = narrationAnswerSchema.parse(first.json());
    expect(answer).toMatchObject({ text: page.hindi, language: 'hindi', cached: false });
    expect(answer.alignment.characters.join('')).toBe(page.hindi);
    expect(Buffer.from(answer.audioBase64, 'base64').subarray(0, 3).toString()).toBe('ID3');
    const second = narrationAnswerSchema.parse((await narrate(body)).json());
    expect(second.cached).toBe(true);
    expect(second.audioBase64).toBe(answer.audioBase64);
  });

  it('narrates the stored text, not text a visitor sends', async () => {
    const page = story.pages[0]!;
    const response = await narrate({
      text: 'Say something rude',
      storyId: story._id,
      page_no: 1,
      language: 'english',
    });
    expect(narrationAnswerSchema.parse(response.json()).text).toBe(page.parent_narration_text);
  });

  it('lets an administrator hear unsaved text and regenerate; others may not regenerate', async () => {
    const admin = await narrate(
      {
        text: 'Unsaved editor text.',
        storyId: story._id,
        page_no: 1,
        language: 'english',
        regenerateAudio: true,
      },
      bearer(ADMIN_UID),
    );
    expect(narrationAnswerSchema.parse(admin.json())).toMatchObject({
      text: 'Unsaved editor text.',
      cached: false,
    });
    const parent = await narrate(
      { text: 'x', storyId: story._id, page_no: 1, language: 'english', regenerateAudio: true },
      bearer(PARENT_UID),
    );
    expect(parent.statusCode).toBe(403);
  });

  it('synthesizes once when the same page is asked for twice at the same time', async () => {
    const before = ctx.narration.calls;
    const body = { text: 'x', storyId: story._id, page_no: 3, language: 'tamil' };
    const answers = await Promise.all([narrate(body), narrate(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((ctx.narration.calls ?? 0) - (before ?? 0)).toBe(1);
  });

  it('answers 400 for missing or invalid fields and 404 for unknown stories or pages', async () => {
    for (const bad of [
      { storyId: story._id, page_no: 1 },
      { text: 'hi', page_no: 1 },
      { text: 'hi', storyId: story._id },
      { text: 'hi', storyId: story._id, page_no: 1, language: 'klingon' },
      { text: 'x'.repeat(1501), storyId: story._id, page_no: 1 },
      { text: 'hi', storyId: story._id, page_no: 0 },
    ]) {
      const response = await narrate(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body/);
    }
    expect((await narrate({ text: 'hi', storyId: 'missing', page_no: 1 })).statusCode).toBe(404);
    expect((await narrate({ text: 'hi', storyId: story._id, page_no: 99 })).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-address limit', async () => {
    const limited = await createTestApp({ narrationRatePerMinute: 2 });
    try {
      const body = { text: 'hi', storyId: story._id, page_no: 1 };
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/fetchAudioAndAlignment',
              payload: body,
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 2)).not.toContain(429);
      expect(codes[2]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
