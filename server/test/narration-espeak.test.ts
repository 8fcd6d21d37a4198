import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import { LANGUAGES } from '../../contract/languages';
import {
  narrationLanguagesSchema,
  narrationUnavailableMessage,
} from '../../contract/narrationLanguages';
import { storySchema, type Story } from '../../contract/stories';
import { tokenize, wordTimings } from '../../contract/words';
import { createEspeakProvider } from '../src/narration';
import { createTestApp, insertStoryInLanguages, type TestContext } from './helpers';

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

const narrate = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/fetchAudioAndAlignment', payload });

describe('narration with eSpeak NG', () => {
  it('narrates a seeded Hindi page with one timing entry per character, then serves it from the cache', async () => {
    const page = story.pages[0]!;
    const body = { text: page.hindi, storyId: story._id, page_no: 1, language: 'hindi' };
    const first = narrationAnswerSchema.parse((await narrate(body)).json());
    expect(first.cached).toBe(false);
    expect(first.alignment.characters.join('')).toBe(page.hindi);
    const starts = first.alignment.character_start_times_seconds;
    expect(starts.every((time, i) => i === 0 || time >= starts[i - 1]!)).toBe(true);
    const mp3 = Buffer.from(first.audioBase64, 'base64');
    expect(mp3.length).toBeGreaterThan(5_000);

    const second = narrationAnswerSchema.parse((await narrate(body)).json());
    expect(second.cached).toBe(true);
    expect(second.audioBase64).toBe(first.audioBase64);
  });
});

// Our own sentences, one page each, per kind of script.
const PAGES = {
  bn: 'ছোট্ট হাতিটি নদীর ধারে একটি লাল বল খুঁজে পেল।',
  ur: 'ننھے ہاتھی کو دریا کے کنارے ایک سرخ گیند ملی۔',
  ar: 'وجد الفيل الصغير كرة حمراء قرب النهر.',
  'zh-Hans': '小猫在花园里玩。它很开心，因为太阳出来了。',
  th: 'แมวนอนอยู่บนเสื่อ ฉันชอบกินข้าวกับแม่',
  ja: 'ねこがにわであそんでいます。',
  km: 'ឆ្មាដេកលើកន្ទេល។',
} as const;
type PageLanguage = keyof typeof PAGES;

describe('narration in every language eSpeak NG speaks', () => {
  let storyId: string;
  const pageOf = (language: PageLanguage) => Object.keys(PAGES).indexOf(language) + 1;
  beforeAll(async () => {
    storyId = await insertStoryInLanguages(
      ctx,
      Object.entries(PAGES).map(([language, text]) => ({
        english: 'The little elephant found a red ball.',
        [language]: text,
      })),
    );
  });

  /** The page narrated through the route, with the time of every word the reader shows. */
  async function narratedWords(language: PageLanguage) {
    const text = PAGES[language];
    const response = await narrate({ text, storyId, page_no: pageOf(language), language });
    expect(response.statusCode, response.body).toBe(200);
    const answer = narrationAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ text, language });
    expect(answer.alignment.characters.join('')).toBe(text);
    const words = tokenize(text, language).filter((token) => token.wordIndex !== null);
    const timings = wordTimings(answer.alignment, language);
    expect(timings).toHaveLength(words.length);
    // Word after word, each heard for a while: the highlight moves with the voice.
    for (const [i, timing] of timings.entries()) {
      expect(timing.end - timing.start, words[i]!.text).toBeGreaterThan(0.1);
      if (i > 0) expect(timing.start).toBeGreaterThanOrEqual(timings[i - 1]!.end);
    }
    const duration = answer.alignment.character_end_times_seconds.at(-1)!;
    expect(duration).toBeGreaterThan(0.25 * words.length);
    return {
      words: words.map((word, i) => ({ text: word.text, ...timings[i]! })),
      alignment: answer.alignment,
    };
  }

  it('narrates a Bengali page with its words lighting up one after another', async () => {
    const { words } = await narratedWords('bn');
    expect(words.map((word) => word.text)).toEqual(PAGES.bn.split(' '));
  });

  it('narrates Urdu and Arabic pages, right to left, word by word', async () => {
    expect((await narratedWords('ur')).words).toHaveLength(PAGES.ur.split(' ').length);
    expect((await narratedWords('ar')).words).toHaveLength(PAGES.ar.split(' ').length);
  });

  it('splits a Chinese page into words and times each word', async () => {
    const { words, alignment } = await narratedWords('zh-Hans');
    expect(words.map((word) => word.text)).toEqual([
      '小猫',
      '在',
      '花园',
      '里',
      '玩。',
      '它',
      '很',
      '开心，',
      '因为',
      '太阳',
      '出来',
      '了。',
    ]);
    // eSpeak pauses at the full stop: the word after it starts a while after "玩" is said.
    const played = alignment.character_end_times_seconds[alignment.characters.indexOf('玩')]!;
    const next = words.find((word) => word.text === '它')!;
    expect(next.start - played).toBeGreaterThan(0.15);
  });

  it('splits a Thai page into words, which eSpeak reads one by one', async () => {
    const { words } = await narratedWords('th');
    expect(words.map((word) => word.text)).toEqual([
      'แมว',
      'นอน',
      'อยู่',
      'บน',
      'เสื่อ',
      'ฉัน',
      'ชอบ',
      'กิน',
      'ข้าว',
      'กับ',
      'แม่',
    ]);
  });

  it('answers 400 with the sentence for a language eSpeak does not speak', async () => {
    for (const [language, name] of [
      ['km', 'Khmer'],
      ['ja', 'Japanese'],
    ] as const) {
      const response = await narrate({
        text: PAGES[language],
        storyId,
        page_no: pageOf(language),
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        narrationUnavailableMessage(name, language),
      );
    }
  });

  it('lists every language it narrates: more than 100, the eight and Bengali, Urdu, Chinese among them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/narration/languages' });
    expect(response.statusCode).toBe(200);
    const { languages } = narrationLanguagesSchema.parse(response.json());
    expect(languages.length).toBeGreaterThan(100);
    expect(languages.slice(0, 8)).toEqual([...LANGUAGES]);
    expect(languages).toEqual(expect.arrayContaining(['bn', 'ur', 'zh', 'ar', 'th', 'pt-BR']));
    expect(languages).not.toContain('km');
    expect(languages).not.toContain('ja');
    expect(new Set(languages).size).toBe(languages.length);
  });
});
