import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import { LANGUAGES } from '../../contract/languages';
import { storySchema, type Story } from '../../contract/stories';
import { buildApp } from '../src/app';
import type { NarrationProvider } from '../src/narration/provider';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  fakeNarration,
  fakeVerifier,
  insertStoryInLanguages,
  requestStory,
  type TestContext,
} from './helpers';

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

/** Narrates page `page_no` in `language` of the story read above, as `target` stores it. */
const narrateOn = async (
  target: TestContext,
  body: { page_no: number; language?: string | undefined },
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => {
  // Every test app seeds its own copy of the story, under its own id.
  const { _id } = (
    await target.app.inject({ method: 'GET', url: `/KahaniJson/slug/${story.slug}` })
  ).json<{ _id: string }>();
  return target.app.inject({
    method: 'POST',
    url: '/fetchAudioAndAlignment',
    payload: { text: 'x', storyId: _id, ...body },
    ...options,
  });
};

describe('pending stories', () => {
  it('are narrated for their requester and administrators only', async () => {
    const pending = await requestStory(ctx, PARENT_UID, 'The Moon Rabbit');
    const body = { text: 'x', storyId: pending._id, page_no: 1 };
    expect((await narrate(body)).statusCode).toBe(404);
    expect((await narrate(body, bearer(OTHER_UID))).statusCode).toBe(404);
    expect((await narrate(body, bearer(PARENT_UID))).statusCode).toBe(200);
    expect((await narrate(body, bearer(ADMIN_UID))).statusCode).toBe(200);
  });

  it("narrate an administrator's unsaved translations and pages in the language asked for", async () => {
    // A requested story has English pages only: its Hindi exists only in the editor.
    const pending = await requestStory(ctx, PARENT_UID, 'The Moon Rabbit Translated');
    const hindi = { text: 'चाँद पर एक खरगोश रहता था।', storyId: pending._id, language: 'hindi' };
    const answer = await narrate({ ...hindi, page_no: 1 }, bearer(ADMIN_UID));
    expect(narrationAnswerSchema.parse(answer.json())).toMatchObject({
      text: hindi.text,
      language: 'hindi',
    });
    // A page added in the editor and not saved yet.
    const added = await narrate({ ...hindi, page_no: pending.pageCount + 3 }, bearer(ADMIN_UID));
    expect(narrationAnswerSchema.parse(added.json()).text).toBe(hindi.text);
    // Anyone else hears the stored English, and nothing past the stored pages.
    const parent = await narrate({ ...hindi, page_no: 1 }, bearer(PARENT_UID));
    expect(narrationAnswerSchema.parse(parent.json())).toMatchObject({ language: 'english' });
    expect(narrationAnswerSchema.parse(parent.json()).text).not.toBe(hindi.text);
    expect(
      (await narrate({ ...hindi, page_no: pending.pageCount + 3 }, bearer(PARENT_UID))).statusCode,
    ).toBe(404);
  });
});

describe('quotas on new syntheses', () => {
  const languages = ['hindi', 'tamil', 'spanish', 'marathi', 'gujarati', 'telgu'];
  const page = (index: number) => ({
    page_no: 1 + (index % 4),
    language: languages[Math.floor(index / 4)],
  });

  it("answers 429 with Retry-After past a parent's hourly syntheses; cached pages stay free", async () => {
    const metered = await createTestApp({ narrationLimits: { synthesesPerHour: 2 } });
    try {
      const asParent = { headers: bearer(PARENT_UID) };
      expect((await narrateOn(metered, page(0), asParent)).statusCode).toBe(200);
      expect((await narrateOn(metered, page(1), asParent)).statusCode).toBe(200);
      const refused = await narrateOn(metered, page(2), asParent);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^You have asked for many new narrations this hour\. Please try again in (a minute|\d+ minutes)\.$/,
      );

      expect((await narrateOn(metered, page(0), asParent)).statusCode).toBe(200);
      expect((await narrateOn(metered, page(2), { headers: bearer(OTHER_UID) })).statusCode).toBe(
        200,
      );
      // Now cached, so free for the parent too; administrators are never metered.
      expect((await narrateOn(metered, page(2), asParent)).statusCode).toBe(200);
      expect((await narrateOn(metered, page(3), { headers: bearer(ADMIN_UID) })).statusCode).toBe(
        200,
      );
      expect(metered.narration.calls).toBe(4);
    } finally {
      await metered.close();
    }
  });

  it('meters anonymous listeners per address', async () => {
    const metered = await createTestApp({ narrationLimits: { synthesesPerHourAnonymous: 1 } });
    try {
      const fromA = { remoteAddress: '203.0.113.7' };
      expect((await narrateOn(metered, page(0), fromA)).statusCode).toBe(200);
      expect((await narrateOn(metered, page(1), fromA)).statusCode).toBe(429);
      expect((await narrateOn(metered, page(1), { remoteAddress: '203.0.113.8' })).statusCode).toBe(
        200,
      );
    } finally {
      await metered.close();
    }
  });

  it('shares one count between API processes on the same database', async () => {
    const metered = await createTestApp({ narrationLimits: { synthesesPerHour: 2 } });
    const second = await buildApp({
      db: metered.database.db,
      verifier: fakeVerifier,
      narration: fakeNarration(),
      adminUids: [ADMIN_UID],
      corsOrigins: [],
      narrationRatePerMinute: 1000,
      narrationLimits: { synthesesPerHour: 2 },
    });
    try {
      const asParent = { headers: bearer(PARENT_UID) };
      expect((await narrateOn(metered, page(4), asParent)).statusCode).toBe(200);
      const throughSecond = (index: number) =>
        narrateOn({ ...metered, app: second }, page(index), asParent);
      expect((await throughSecond(5)).statusCode).toBe(200);
      expect((await throughSecond(6)).statusCode).toBe(429);
      expect((await narrateOn(metered, page(7), asParent)).statusCode).toBe(429);
    } finally {
      await second.close();
      await metered.close();
    }
  });
});

/** An engine whose syntheses wait until `release()`; `spoken` lists them in start order. */
function heldNarration(): NarrationProvider & { spoken: string[]; release(): void } {
  const inner = fakeNarration();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const spoken: string[] = [];
  return {
    ...inner,
    spoken,
    release: () => release(),
    async synthesize(text, language) {
      spoken.push(text);
      await held;
      return inner.synthesize(text, language);
    },
  };
}

describe('synthesis queue', () => {
  it('answers 503 with Retry-After when the queue is full', async () => {
    const engine = heldNarration();
    const busy = await createTestApp({ narration: engine, narrationLimits: { queueLimit: 0 } });
    try {
      const running = narrateOn(busy, { page_no: 1, language: 'hindi' });
      await expect.poll(() => engine.spoken.length).toBe(1);
      const refused = await narrateOn(busy, { page_no: 2, language: 'hindi' });
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json<{ message: string }>().message).toMatch(/^Narration is busy right now/);
      engine.release();
      expect((await running).statusCode).toBe(200);
    } finally {
      engine.release();
      await busy.close();
    }
  });

  it('answers 503 with Retry-After when a synthesis has waited its longest', async () => {
    const engine = heldNarration();
    const busy = await createTestApp({
      narration: engine,
      narrationLimits: { queueLimit: 30, maxWaitMs: 300 },
    });
    // Were the wait unbounded, the engine would be let go only after the test gave up.
    const letGo = setTimeout(() => engine.release(), 5_000);
    try {
      const running = narrateOn(busy, { page_no: 1, language: 'marathi' });
      await expect.poll(() => engine.spoken.length).toBe(1);
      const started = Date.now();
      const waited = await narrateOn(busy, { page_no: 2, language: 'marathi' });
      expect(waited.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(waited.json<{ message: string }>().message).toMatch(/^Narration is busy right now/);
      engine.release();
      expect((await running).statusCode).toBe(200);
    } finally {
      clearTimeout(letGo);
      engine.release();
      await busy.close();
    }
  });
});

describe('languages narration speaks', () => {
  /** An engine with voices for English and Bengali only, as a cloud engine may have. */
  function bengaliNarration(): NarrationProvider {
    const engine = fakeNarration();
    const voices: Record<string, string> = { english: 'voice-en', bn: 'voice-bn' };
    return { ...engine, languages: Object.keys(voices), voiceFor: (language) => voices[language] };
  }

  it('lists the eight for an engine that names no languages of its own', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/narration/languages' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ languages: [...LANGUAGES] });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("lists the engine's own languages, narrates them and answers 400 in any other", async () => {
    const own = await createTestApp({ narration: bengaliNarration() });
    try {
      const listed = await own.app.inject({ method: 'GET', url: '/narration/languages' });
      expect(listed.json()).toEqual({ languages: ['english', 'bn'] });
      const storyId = await insertStoryInLanguages(own, [
        { english: 'A red ball.', bn: 'একটি লাল বল।', ur: 'ایک سرخ گیند۔' },
      ]);
      const narrateIn = (language: string, headers: Record<string, string> = {}) =>
        own.app.inject({
          method: 'POST',
          url: '/fetchAudioAndAlignment',
          payload: { text: 'ایک سرخ گیند۔', storyId, page_no: 1, language },
          headers,
        });
      const bengali = await narrateIn('bn');
      expect(narrationAnswerSchema.parse(bengali.json())).toMatchObject({
        text: 'একটি লাল বল।',
        language: 'bn',
      });
      for (const headers of [{}, bearer(ADMIN_UID)]) {
        const urdu = await narrateIn('ur', headers);
        expect(urdu.statusCode).toBe(400);
        expect(urdu.json()).toMatchObject({
          message: 'Narration is not available in Urdu (ur).',
        });
      }
      // A page without text in the language is narrated in English, as before.
      const tamil = await narrateIn('tamil');
      expect(narrationAnswerSchema.parse(tamil.json())).toMatchObject({ language: 'english' });
    } finally {
      await own.close();
    }
  });
});
