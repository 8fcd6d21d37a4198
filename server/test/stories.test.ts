import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { storyListSchema, storySchema } from '../../contract/stories';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  requestStory as requestStoryThrough,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const requestStory = (uid: string, storyName = 'Moon Rabbit') =>
  requestStoryThrough(ctx, uid, storyName);

describe('GET /KahaniJson/kahanis', () => {
  it('lists the published seed stories as summaries', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' });
    expect(response.statusCode).toBe(200);
    const list = storyListSchema.parse(response.json());
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const story of list) {
      expect(story.status).toBe('published');
      expect(story.pageCount).toBeGreaterThanOrEqual(5);
      expect(story.coverImage).toMatch(/^\/illustrations\/.+\.svg$/);
      expect(story.languages).toEqual([...LANGUAGES]);
    }
  });

  it('does not show pending stories to anonymous visitors', async () => {
    const { slug } = await requestStory(PARENT_UID, 'Hidden Pending Tale');
    const response = await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' });
    expect(response.json<{ slug: string }[]>().some((story) => story.slug === slug)).toBe(false);
  });

  it('answers 401 for a forged token rather than treating it as anonymous', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/KahaniJson/kahanis',
      headers: { authorization: 'Bearer forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /KahaniJson/getkahanis/{uid}', () => {
  it("adds the caller's own pending stories", async () => {
    const { slug } = await requestStory(PARENT_UID, 'My Pending Tale');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/KahaniJson/getkahanis/${PARENT_UID}`,
      headers: bearer(PARENT_UID),
    });
    expect(response.statusCode).toBe(200);
    const list = storyListSchema.parse(response.json());
    expect(list.find((story) => story.slug === slug)?.status).toBe('pending');
    expect(list.filter((story) => story.status === 'published').length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 without a token and 403 with another user’s token', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/KahaniJson/getkahanis/${PARENT_UID}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/KahaniJson/getkahanis/${PARENT_UID}`,
      headers: bearer(OTHER_UID),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
  });
});

describe('GET /KahaniJson/slug/{slug} and /StoryJson/{id}', () => {
  it('returns a story whose storybook text matches its pages', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/KahaniJson/slug/the-thirsty-crow',
    });
    expect(response.statusCode).toBe(200);
    const story = storySchema.parse(response.json());
    expect(story.pages[0]?.page_no).toBe(1);
    expect(JSON.parse(story.storybook)).toMatchObject({ _id: story._id, pages: story.pages });

    const byId = await ctx.app.inject({ method: 'GET', url: `/StoryJson/${story._id}` });
    expect(byId.statusCode).toBe(200);
    expect(JSON.parse(byId.json<{ storybook: string }>().storybook).slug).toBe('the-thirsty-crow');
  });

  it('answers 404 for unknown stories and 400 for malformed slugs', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/slug/no-such-story' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/StoryJson/unknown-id' })).statusCode).toBe(
      404,
    );
    const bad = await ctx.app.inject({ method: 'GET', url: '/KahaniJson/slug/Bad%20Slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/slug/);
  });

  it('shows a pending story to its requester and admins only', async () => {
    const { slug, _id } = await requestStory(PARENT_UID, 'Secret Garden Pending');
    const url = `/KahaniJson/slug/${slug}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: bearer(OTHER_UID) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: bearer(PARENT_UID) })).statusCode,
    ).toBe(200);
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/StoryJson/${_id}`,
      headers: bearer(ADMIN_UID),
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('POST /storiesRequest/request', () => {
  it('creates a pending story with pages split at blank lines and about 60 words', async () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} has six words.`).join(
      ' ',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: bearer(PARENT_UID),
      payload: {
        storyRequest: {
          storyName: 'Long Tale',
          author: 'Meera',
          storyContent: `Short start.\n\n${long}`,
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ pageCount: number; status: string; _id: string }>();
    expect(answer.status).toBe('pending');
    expect(answer.pageCount).toBe(3);
    const story = await ctx.app.inject({
      method: 'GET',
      url: `/StoryJson/${answer._id}`,
      headers: bearer(PARENT_UID),
    });
    const pages = storySchema.parse(story.json()).pages;
    expect(pages.map((page) => page.page_no)).toEqual([1, 2, 3]);
    for (const page of pages.slice(1)) {
      expect(page.parent_narration_text.split(' ').length).toBeLessThanOrEqual(60);
    }
  });

  it('gives the same title a different slug', async () => {
    const first = await requestStory(PARENT_UID, 'Twin Title');
    const second = await requestStory(OTHER_UID, 'Twin Title');
    expect(first.slug).toBe('twin-title');
    expect(second.slug).toBe('twin-title-2');
  });

  it('answers 401 anonymously and 400 with a readable message for bad bodies, writing nothing', async () => {
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: `/KahaniJson/getkahanis/${OTHER_UID}`,
        headers: bearer(OTHER_UID),
      })
    ).json<unknown[]>().length;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      payload: { storyRequest: { storyName: 'x', author: 'y', storyContent: 'z' } },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [
      {},
      { storyRequest: { storyName: '', author: 'a', storyContent: 'text' } },
      { storyRequest: { storyName: 'a', author: 'a', storyContent: 'x'.repeat(20_001) } },
      { storyRequest: { storyName: 'a', author: 42, storyContent: 'text' } },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/storiesRequest/request',
        headers: bearer(OTHER_UID),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body/);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: { ...bearer(OTHER_UID), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    const after = (
      await ctx.app.inject({
        method: 'GET',
        url: `/KahaniJson/getkahanis/${OTHER_UID}`,
        headers: bearer(OTHER_UID),
      })
    ).json<unknown[]>().length;
    expect(after).toBe(before);
  });

  it('refuses bodies over the size limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: bearer(PARENT_UID),
      payload: {
        storyRequest: { storyName: 'Big', author: 'a', storyContent: 'x'.repeat(1_100_000) },
      },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('parameters', () => {
  it('answers 400 for over-long ids and uids', async () => {
    const longId = 'x'.repeat(150);
    for (const url of [`/StoryJson/${longId}`, `/KahaniJson/getkahanis/${longId}`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(PARENT_UID) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^params\./);
    }
  });
});
