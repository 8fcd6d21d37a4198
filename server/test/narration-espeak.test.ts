import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import { storySchema, type Story } from '../../contract/stories';
import { createEspeakProvider } from '../src/narration';
import { createTestApp, type TestContext } from './helpers';

// The route with the real offline engine: stored page text in, MP3 and timing out, cached.
let ctx: TestContext;
let story: Story;
beforeAll(async () => {
  ctx = await createTestApp({ narration: createEspeakProvider() });
  story = storySchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: '/KahaniJson/slug/the-lion-and-the-mouse' })
    ).json(),
  );
});
afterAll(async () => {
  await ctx.narration.close();
  await ctx.close();
});

describe('narration with eSpeak NG', () => {
  it('narrates a seeded Hindi page with one timing entry per character, then serves it from the cache', async () => {
    const page = story.pages[0]!;
    const body = { text: page.hindi, storyId: story._id, page_no: 1, language: 'hindi' };
    const first = narrationAnswerSchema.parse(
      (
        await ctx.app.inject({ method: 'POST', url: '/fetchAudioAndAlignment', payload: body })
      ).json(),
    );
    expect(first.cached).toBe(false);
    expect(first.alignment.characters.join('')).toBe(page.hindi);
    const starts = first.alignment.character_start_times_seconds;
    expect(starts.every((time, i) => i === 0 || time >= starts[i - 1]!)).toBe(true);
    const mp3 = Buffer.from(first.audioBase64, 'base64');
    expect(mp3.length).toBeGreaterThan(5_000);

    const second = narrationAnswerSchema.parse(
      (
        await ctx.app.inject({ method: 'POST', url: '/fetchAudioAndAlignment', payload: body })
      ).json(),
    );
    expect(second.cached).toBe(true);
    expect(second.audioBase64).toBe(first.audioBase64);
  });
});
