import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import type { Story } from '../../contract/stories';
import { narrationCache } from '../src/db/schema';
import { NarrationCache } from '../src/narration/cache';
import { espeakVoiceFor } from '../src/narration/espeak/voices';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  fakeNarration,
  insertStoryInLanguages,
  requestStory,
  type TestContext,
} from './helpers';

const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close();
});

async function open(settings: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = await createTestApp(settings);
  opened.push(ctx);
  return ctx;
}

/** A parent's story request with pages of our own text (pages are split at blank lines). */
async function requestStoryOf(ctx: TestContext, uid: string, storyName: string, pages: string[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/storiesRequest/request',
    headers: bearer(uid),
    payload: { storyRequest: { storyName, author: 'Test', storyContent: pages.join('\n\n') } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>();
}

const narrate = async (
  ctx: TestContext,
  uid: string | null,
  body: { storyId: string; page_no: number; language?: string; text?: string },
) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/fetchAudioAndAlignment',
    headers: uid ? bearer(uid) : {},
    payload: { text: 'x', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return narrationAnswerSchema.parse(response.json());
};

const review = (ctx: TestContext, storyId: string, decision: 'approve' | 'reject') =>
  ctx.app.inject({
    method: 'POST',
    url: `/storiesModification/${storyId}/review`,
    headers: bearer(ADMIN_UID),
    payload: decision === 'approve' ? { decision } : { decision, reason: 'Not for us, sorry.' },
  });

/** Narrations stored, and their bytes. */
async function cacheUsage(ctx: TestContext) {
  const [usage] = await ctx.database.db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${narrationCache.bytes}), 0)::int`,
    })
    .from(narrationCache);
  return usage!;
}

describe('narrations of unpublished text', () => {
  it('go when the story is rejected, except those a published story speaks too', async () => {
    const ctx = await open();
    // The same two pages twice: one request is published, the other stays pending.
    const published = await requestStory(ctx, PARENT_UID, 'Moon Rabbit');
    expect((await review(ctx, published._id, 'approve')).statusCode).toBe(200);
    const twin = await requestStory(ctx, OTHER_UID, 'Moon Rabbit Again');
    const own = await requestStoryOf(ctx, OTHER_UID, 'Sun Bear', [
      'A sun bear climbed the tallest tree.',
      'सूरज भालू ने शहद चखा।',
    ]);

    expect((await narrate(ctx, null, { storyId: published._id, page_no: 1 })).cached).toBe(false);
    expect((await narrate(ctx, OTHER_UID, { storyId: twin._id, page_no: 1 })).cached).toBe(true);
    await narrate(ctx, OTHER_UID, { storyId: own._id, page_no: 1 });
    await narrate(ctx, OTHER_UID, { storyId: own._id, page_no: 2 });
    expect((await cacheUsage(ctx)).count).toBe(3);

    expect((await review(ctx, own._id, 'reject')).statusCode).toBe(200);
    expect((await cacheUsage(ctx)).count).toBe(1);
    expect((await review(ctx, twin._id, 'reject')).statusCode).toBe(200);
    expect((await cacheUsage(ctx)).count).toBe(1);
    expect((await narrate(ctx, null, { storyId: published._id, page_no: 1 })).cached).toBe(true);

    // Its requester may still hear the rejected story; the narration is not kept.
    const again = await narrate(ctx, OTHER_UID, { storyId: own._id, page_no: 2 });
    expect(again).toMatchObject({ text: 'सूरज भालू ने शहद चखा।', cached: false });
    expect((await cacheUsage(ctx)).count).toBe(1);
  });

  it('go with a pending story when its account is removed', async () => {
    const leaving = 'parent-leaving-narrations';
    const identity = fakeIdentityAccounts([
      { uid: leaving, email: emailOf(leaving), name: leaving },
    ]);
    const ctx = await open({ app: { verifier: identity.directory } });
    const pending = await requestStoryOf(ctx, leaving, 'Tiny Turtle', [
      'Una tortuga pequeña miraba las estrellas.',
    ]);
    await narrate(ctx, leaving, { storyId: pending._id, page_no: 1 });
    expect((await cacheUsage(ctx)).count).toBe(1);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${leaving}`,
      headers: bearer(ADMIN_UID),
      payload: { confirmEmail: emailOf(leaving) },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await cacheUsage(ctx)).count).toBe(0);
  });

  it("go when an edit changes the text; pages left alone keep theirs, and unsaved previews don't pile up", async () => {
    const ctx = await open();
    const pending = await requestStoryOf(ctx, PARENT_UID, 'River Song', [
      'The river sang to the stones.',
      'ஆறு கற்களுக்குப் பாட்டுப் பாடியது.',
    ]);
    await narrate(ctx, PARENT_UID, { storyId: pending._id, page_no: 1 });
    await narrate(ctx, PARENT_UID, { storyId: pending._id, page_no: 2 });
    // An administrator hears three drafts of page 1 in the editor before saving one.
    for (const draft of ['The river hummed.', 'The river whistled.', 'The river laughed.']) {
      await narrate(ctx, ADMIN_UID, { storyId: pending._id, page_no: 1, text: draft });
    }
    expect((await cacheUsage(ctx)).count).toBe(5);

    const story = (
      await ctx.app.inject({
        url: `/storiesModification/${pending._id}`,
        headers: bearer(ADMIN_UID),
      })
    ).json<Story>();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${pending._id}`,
      headers: bearer(ADMIN_UID),
      payload: {
        ...story,
        pages: story.pages.map((page, index) =>
          index === 0 ? { ...page, parent_narration_text: 'The river laughed.' } : page,
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The saved draft and page 2 stay; the old text and the other drafts are gone.
    expect((await cacheUsage(ctx)).count).toBe(2);
    const page1 = await narrate(ctx, PARENT_UID, { storyId: pending._id, page_no: 1 });
    expect(page1).toMatchObject({ text: 'The river laughed.', cached: true });
    expect((await narrate(ctx, PARENT_UID, { storyId: pending._id, page_no: 2 })).cached).toBe(
      true,
    );
  });
});

describe('narrations in languages beyond the eight', () => {
  it('stay through an edit of another page, and go when their own text changes', async () => {
    const ctx = await open();
    const storyId = await insertStoryInLanguages(ctx, [
      { english: 'The kite flew.', bn: 'ঘুড়িটা উড়ল।', 'zh-Hans': '风筝飞起来了。' },
      { english: 'It came down.', bn: 'সেটা নেমে এল।', 'zh-Hans': '它落下来了。' },
    ]);
    for (const page_no of [1, 2]) {
      for (const language of ['bn', 'zh-Hans']) {
        await narrate(ctx, null, { storyId, page_no, language });
      }
    }
    expect((await cacheUsage(ctx)).count).toBe(4);

    const story = (
      await ctx.app.inject({ url: `/storiesModification/${storyId}`, headers: bearer(ADMIN_UID) })
    ).json<Story>();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${storyId}`,
      headers: bearer(ADMIN_UID),
      payload: {
        ...story,
        pages: story.pages.map((page, index) =>
          index === 0 ? { ...page, texts: { ...page.texts, bn: 'ঘুড়িটা আকাশে উড়ল।' } } : page,
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await cacheUsage(ctx)).count).toBe(3);
    expect((await narrate(ctx, null, { storyId, page_no: 1, language: 'zh-Hans' })).cached).toBe(
      true,
    );
    expect((await narrate(ctx, null, { storyId, page_no: 2, language: 'bn' })).cached).toBe(true);
    expect((await narrate(ctx, null, { storyId, page_no: 1, language: 'bn' })).cached).toBe(false);
  });

  it('are keyed by the voice: a regional variant with its own voice has its own narration', async () => {
    const ctx = await open();
    const cache = new NarrationCache(ctx.database.db, {
      engine: 'espeak-test',
      voiceFor: espeakVoiceFor,
    });
    const text = 'O gato dorme.';
    expect(cache.keyOf(text, 'pt-BR')).not.toBe(cache.keyOf(text, 'pt'));
    expect(cache.keyOf(text, 'pt-PT')).toBe(cache.keyOf(text, 'pt'));
    expect(cache.keyOf('আমি', 'bn-IN')).toBe(cache.keyOf('আমি', 'bn'));
    expect(() => cache.keyOf('ឆ្មា', 'km')).toThrow(/no voice/);
  });
});

describe('the narration cache', () => {
  it('keeps within its byte bound, least recently heard out first', async () => {
    // Four pages of the same length make narrations of the same size.
    const pages = ['Alpha fox page.', 'Bravo fox page.', 'Charl fox page.', 'Delta fox page.'];
    const sample = await fakeNarration().synthesize(pages[0]!, 'english');
    const oneNarration = sample.audio.length + Buffer.byteLength(JSON.stringify(sample.alignment));
    const maxBytes = Math.floor(3.5 * oneNarration);
    const ctx = await open({ app: { narrationCache: { maxBytes, touchEveryMs: 0 } } });
    const story = await requestStoryOf(ctx, PARENT_UID, 'Fox Pages', pages);
    const page = (page_no: number) => narrate(ctx, PARENT_UID, { storyId: story._id, page_no });

    await page(1);
    await page(2);
    await page(3);
    // Heard again, page 1 is now more recent than pages 2 and 3.
    expect((await page(1)).cached).toBe(true);
    await page(4);

    const usage = await cacheUsage(ctx);
    expect(usage.bytes).toBeLessThanOrEqual(maxBytes);
    expect(usage.count).toBe(3);
    expect((await page(1)).cached).toBe(true);
    expect((await page(3)).cached).toBe(true);
    expect((await page(4)).cached).toBe(true);
    expect((await page(2)).cached).toBe(false);
  });
});
