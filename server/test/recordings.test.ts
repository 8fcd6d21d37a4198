import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NarrationAnswer } from '../../contract/api';
import { RECORDING_SECONDS_MAX } from '../../contract/limits';
import type { RecordingDetail, RecordingSummary } from '../../contract/recordings';
import { stories } from '../src/db/schema';
import { readMp3Info } from '../src/narration/mp3';
import { padded, providerRecording, quantile, startErrorsMs } from '../bench/alignmentSpeech';
import { createEspeakProvider } from '../src/narration/espeak';
import {
  AlignmentFailed,
  createAligner,
  type AlignedWord,
  type Aligner,
} from '../src/recordings/aligner';
import { writeWav } from '../src/recordings/wav';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  quickAligner,
  toneWav,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let storyId: string;
/** Another published story, for tests that need pages nobody else records. */
let spareStoryId: string;
let pageOne: string;
/** Lets a test make the aligner fail once, as eSpeak's merged Tamil words make it fail. */
let failNext: AlignmentFailed | null = null;
/** Lets a test change the times the aligner answers once. */
let retimeNext: ((words: AlignedWord[]) => AlignedWord[]) | null = null;

beforeAll(async () => {
  const quick = quickAligner();
  const aligner: Aligner = {
    async align(input) {
      const failure = failNext;
      const retime = retimeNext ?? ((words: AlignedWord[]) => words);
      failNext = null;
      retimeNext = null;
      if (failure) throw failure;
      return retime(await quick.align(input));
    },
    close: () => quick.close(),
  };
  ctx = await createTestApp({ app: { aligner } });
  const [story, spare] = await ctx.database.db
    .select()
    .from(stories)
    .where(eq(stories.status, 'published'))
    .limit(2);
  storyId = story!.id;
  spareStoryId = spare!.id;
  pageOne = story!.pages[0]!.parent_narration_text.trim();
});
afterAll(() => ctx.close());

const record = (
  uid: string | null,
  body: Buffer | string | object = toneWav(2),
  place: { page?: number | string; language?: string; story?: string } = {},
  contentType = 'audio/wav',
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/recordings/${place.story ?? storyId}/${place.page ?? 1}/${place.language ?? 'english'}`,
    headers: { ...(uid ? bearer(uid) : {}), 'content-type': contentType },
    payload: body as string,
  });

const narrate = (uid: string | null, page = 1, language = 'english', story = storyId) =>
  ctx.app.inject({
    method: 'POST',
    url: '/fetchAudioAndAlignment',
    headers: uid ? bearer(uid) : {},
    payload: { text: 'ignored for readers', storyId: story, page_no: page, language },
  });

const list = async (uid: string, story = storyId) =>
  (await ctx.app.inject({ url: `/recordings?storyId=${story}`, headers: bearer(uid) })).json<{
    recordings: RecordingSummary[];
  }>().recordings;

describe('recording a page', () => {
  it("keeps a parent's recording private: only they hear it, and it is MP3 with word times", async () => {
    const saved = await record(PARENT_UID);
    expect(saved.statusCode).toBe(201);
    const summary = saved.json<RecordingSummary>();
    expect(summary).toMatchObject({
      storyId,
      page_no: 1,
      language: 'english',
      audience: 'private',
      byMe: true,
      textMatches: true,
      unplacedWords: [],
      timesAdjusted: false,
    });
    expect(summary.durationSeconds).toBeCloseTo(2, 1);

    const heard = (await narrate(PARENT_UID)).json<NarrationAnswer>();
    expect(heard.voice).toMatchObject({ recordingId: summary.id, audience: 'private' });
    expect(heard.text).toBe(pageOne);
    expect(heard.alignment.characters.join('')).toBe(pageOne);
    const starts = heard.alignment.character_start_times_seconds;
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)).toBeLessThanOrEqual(2);
    const mp3 = readMp3Info(Buffer.from(heard.audioBase64, 'base64'));
    expect(mp3?.durationSeconds).toBeGreaterThan(1.9);

    // Nobody else hears it: another parent and a visitor get the synthesised voice.
    for (const uid of [OTHER_UID, null]) {
      const other = (await narrate(uid)).json<NarrationAnswer>();
      expect(other.voice ?? null).toBeNull();
    }
    expect((await list(OTHER_UID)).map((r) => r.id)).not.toContain(summary.id);
    expect((await list(PARENT_UID)).map((r) => r.id)).toContain(summary.id);
  });

  it("makes an administrator's recording the story's narration, after the reader's own", async () => {
    const saved = await record(ADMIN_UID, toneWav(3), { page: 2 });
    expect(saved.statusCode).toBe(201);
    const summary = saved.json<RecordingSummary>();
    expect(summary.audience).toBe('everyone');
    for (const uid of [null, OTHER_UID, PARENT_UID]) {
      const heard = (await narrate(uid, 2)).json<NarrationAnswer>();
      expect(heard.voice).toMatchObject({ recordingId: summary.id, audience: 'everyone' });
    }
    expect((await list(OTHER_UID)).map((r) => r.id)).toContain(summary.id);

    // On page 1 the parent has their own and the story's: their own comes first.
    await record(ADMIN_UID, toneWav(2.5), { page: 1 });
    expect((await narrate(PARENT_UID, 1)).json<NarrationAnswer>().voice?.audience).toBe('private');
    expect((await narrate(OTHER_UID, 1)).json<NarrationAnswer>().voice?.audience).toBe('everyone');
  });

  it('replaces the same person’s recording of a page (200, same id)', async () => {
    const first = (await record(OTHER_UID, toneWav(2), { page: 3 })).json<RecordingSummary>();
    const again = await record(OTHER_UID, toneWav(4), { page: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json<RecordingSummary>()).toMatchObject({ id: first.id });
    expect(again.json<RecordingSummary>().durationSeconds).toBeCloseTo(4, 1);
  });

  it('keeps a recording whose words could not be placed, with estimated times and the words named', async () => {
    failNext = new AlignmentFailed('could not place 2 words', ['upon', 'time']);
    const saved = await record(OTHER_UID, toneWav(2), { page: 4 });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<RecordingSummary>().unplacedWords).toEqual(['upon', 'time']);
  });

  it('refuses a recording in which no voice was heard', async () => {
    failNext = new AlignmentFailed('mostly silence', []);
    const saved = await record(OTHER_UID, toneWav(2), { page: 4 });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ message: string }>().message).toMatch(/No voice could be heard/);
  });

  it('refuses what is not a usable recording with a readable 400', async () => {
    const cases: [Buffer | string | object, string, RegExp][] = [
      [Buffer.from('not a wav file at all'), 'audio/wav', /must be a WAV file/],
      [{ audio: 'base64...' }, 'application/json', /as a WAV file/],
      [toneWav(0.5), 'audio/wav', /too short/],
      [writeWav(new Int16Array(11025 * 2).fill(1000), 11025), 'audio/wav', /sample rate/],
      [eightBitWav(), 'audio/wav', /16-bit PCM/],
      [Buffer.from('RIFF\0\0\0\0WAVEjunk'), 'application/octet-stream', /no audio/],
    ];
    for (const [body, type, message] of cases) {
      const response = await record(PARENT_UID, body, {}, type);
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    // Longer than the limit at a low rate (small enough to pass the size limit): refused.
    const long = writeWav(new Int16Array(16000 * (RECORDING_SECONDS_MAX + 1)).fill(500), 16000);
    const tooLong = await record(PARENT_UID, long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/too long/);
    // Bigger than any allowed recording (stereo at the highest rate, past the limit):
    // refused before it is read.
    const huge = writeWav(new Int16Array(48000 * 2 * (RECORDING_SECONDS_MAX + 5)), 48000, 2);
    expect((await record(PARENT_UID, huge)).statusCode).toBe(413);
  });

  it('limits a recording by the duration its header gives, at any accepted rate', async () => {
    // 61 s at 48 kHz, mono and stereo: more bytes than two minutes at 24 kHz, yet accepted.
    const mono = await record(OTHER_UID, toneWav(61, 48000), { story: spareStoryId });
    expect(mono.statusCode, mono.body).toBe(201);
    expect(mono.json<RecordingSummary>().durationSeconds).toBeCloseTo(61, 1);
    const stereo = await record(OTHER_UID, stereoTone(61, 48000), { story: spareStoryId });
    expect(stereo.statusCode, stereo.body).toBe(200);
    expect(stereo.json<RecordingSummary>().durationSeconds).toBeCloseTo(61, 1);
    // Past the limit at 48 kHz: refused for its length, with the limit named.
    const tooLong = await record(OTHER_UID, toneWav(RECORDING_SECONDS_MAX + 1, 48000), {
      story: spareStoryId,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(
      `The recording is too long: a page may be at most ${RECORDING_SECONDS_MAX} seconds.`,
    );
  });

  it("keeps the private recording of an account whose uid is 'everyone' to that account", async () => {
    const everyone = 'everyone';
    const own = await record(everyone, toneWav(2), { story: spareStoryId, page: 2 });
    expect(own.statusCode).toBe(201);
    const ownId = own.json<RecordingSummary>().id;
    expect(own.json<RecordingSummary>().audience).toBe('private');
    for (const uid of [OTHER_UID, PARENT_UID, null]) {
      expect(
        (await narrate(uid, 2, 'english', spareStoryId)).json<NarrationAnswer>().voice ?? null,
      ).toBeNull();
    }
    expect((await list(OTHER_UID, spareStoryId)).map((r) => r.id)).not.toContain(ownId);
    const fetched = await ctx.app.inject({
      url: `/recordings/${ownId}`,
      headers: bearer(OTHER_UID),
    });
    expect(fetched.statusCode).toBe(404);

    // The story's narration of the same page is a recording of its own, beside theirs.
    const narration = (
      await record(ADMIN_UID, toneWav(3), { story: spareStoryId, page: 2 })
    ).json<RecordingSummary>();
    expect(narration.id).not.toBe(ownId);
    expect(
      (await narrate(OTHER_UID, 2, 'english', spareStoryId)).json<NarrationAnswer>().voice
        ?.recordingId,
    ).toBe(narration.id);
    expect(
      (await narrate(everyone, 2, 'english', spareStoryId)).json<NarrationAnswer>().voice
        ?.recordingId,
    ).toBe(ownId);
    expect((await list(everyone, spareStoryId)).map((r) => r.id).sort()).toEqual(
      [ownId, narration.id].sort(),
    );
  });

  it('validates the place: unknown story or page 404, bad language or page 400', async () => {
    expect((await record(PARENT_UID, toneWav(2), { page: 99 })).statusCode).toBe(404);
    expect((await record(PARENT_UID, toneWav(2), { story: 'no-such-story' })).statusCode).toBe(404);
    const language = await record(PARENT_UID, toneWav(2), { language: 'klingon' });
    expect(language.statusCode).toBe(400);
    expect(language.json<{ message: string }>().message).toMatch(/language/);
    expect((await record(PARENT_UID, toneWav(2), { page: 'first' })).statusCode).toBe(400);
    expect((await record(null)).statusCode).toBe(401);
  });
});

describe('changing recordings', () => {
  it('lets an administrator nudge word times, and the reader hears the new times', async () => {
    const { id } = (await record(ADMIN_UID, toneWav(3), { page: 5 })).json<RecordingSummary>();
    const detail = (
      await ctx.app.inject({ url: `/recordings/${id}`, headers: bearer(ADMIN_UID) })
    ).json<RecordingDetail>();
    expect(detail.words.length).toBeGreaterThan(1);
    expect(Buffer.from(detail.audioBase64, 'base64').subarray(0, 3).toString()).not.toBe('');
    const times = detail.words.map((word, i) => ({
      startSeconds: i === 0 ? word.startSeconds + 0.05 : word.startSeconds,
      endSeconds: word.endSeconds,
    }));
    const put = (uid: string, words = times) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/recordings/${id}/times`,
        headers: bearer(uid),
        payload: { words },
      });
    expect((await put(PARENT_UID)).statusCode).toBe(403);
    const saved = await put(ADMIN_UID);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RecordingSummary>().timesAdjusted).toBe(true);
    const heard = (await narrate(null, 5)).json<NarrationAnswer>();
    const firstLetter = heard.alignment.characters.findIndex((c) => /\p{L}/u.test(c));
    expect(heard.alignment.character_start_times_seconds[firstLetter]).toBeCloseTo(
      times[0]!.startSeconds,
      3,
    );

    const wrongCount = await put(ADMIN_UID, times.slice(1));
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json<{ message: string }>().message).toMatch(/words/);
    const backwards = await put(ADMIN_UID, [...times].reverse());
    expect(backwards.statusCode).toBe(400);
    const pastTheEnd = times.map((time, i) =>
      i === times.length - 1 ? { ...time, endSeconds: 60 } : time,
    );
    expect((await put(ADMIN_UID, pastTheEnd)).statusCode).toBe(400);
  });

  it('refuses word times outside the recording, backwards or out of order, saying which word', async () => {
    const saved = await record(ADMIN_UID, toneWav(3), { story: spareStoryId, page: 3 });
    const { id, durationSeconds } = saved.json<RecordingSummary>();
    const detail = (
      await ctx.app.inject({ url: `/recordings/${id}`, headers: bearer(ADMIN_UID) })
    ).json<RecordingDetail>();
    expect(detail.words.length).toBeGreaterThan(2);
    const times = detail.words.map(({ startSeconds, endSeconds }) => ({
      startSeconds,
      endSeconds,
    }));
    const last = times.length - 1;
    const put = (words: typeof times) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/recordings/${id}/times`,
        headers: bearer(ADMIN_UID),
        payload: { words },
      });
    const change = (index: number, time: Partial<(typeof times)[number]>) =>
      times.map((original, i) => (i === index ? { ...original, ...time } : original));
    const cases: [typeof times, RegExp][] = [
      // A word in the middle ending an hour in, long after the recording.
      [
        change(1, { endSeconds: 3600 }),
        /^body\.words\.2\.startSeconds: Word 3 starts at .* s, before word 2 ends \(3600 s\)/,
      ],
      // The last word ending past the end.
      [
        change(last, { endSeconds: durationSeconds + 1 }),
        new RegExp(
          `^body\\.words\\.${last}\\.endSeconds: Word ${last + 1} \\(“${detail.words[last]!.text}”\\) ends at ${durationSeconds + 1} s, after the recording’s end \\(${durationSeconds} s\\)\\.$`,
        ),
      ],
      // Starting after the end (and ending later still).
      [
        change(last, { startSeconds: durationSeconds + 2, endSeconds: durationSeconds + 3 }),
        /after the recording’s end/,
      ],
      // Ending before it starts, and a word of no length.
      [
        change(0, { endSeconds: times[0]!.startSeconds - 0.01 }),
        /^body\.words\.0\.endSeconds: Word 1 must end after it starts/,
      ],
      [change(0, { endSeconds: times[0]!.startSeconds }), /Word 1 must end after it starts/],
      // A word starting before the one before it has ended.
      [
        change(2, { startSeconds: times[1]!.endSeconds - 0.1 }),
        /Word 3 starts at .* before word 2 ends/,
      ],
    ];
    for (const [words, message] of cases) {
      const refused = await put(words);
      expect(refused.statusCode, String(message)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    // Up to the very end the API reports is fine.
    const toTheEnd = await put(change(last, { endSeconds: durationSeconds }));
    expect(toTheEnd.statusCode, toTheEnd.body).toBe(200);
  });

  it('stores word times the timing editor can save back as they are', async () => {
    // Words as an aligner may place them: all at one moment, the last past the end.
    retimeNext = (words) =>
      words.map((word, i) => ({
        ...word,
        startSeconds: 1,
        endSeconds: i === words.length - 1 ? 9 : 1,
      }));
    const saved = await record(ADMIN_UID, toneWav(2), { story: spareStoryId, page: 4 });
    const { id, durationSeconds } = saved.json<RecordingSummary>();
    const detail = (
      await ctx.app.inject({ url: `/recordings/${id}`, headers: bearer(ADMIN_UID) })
    ).json<RecordingDetail>();
    let previousEnd = 0;
    for (const word of detail.words) {
      expect(word.startSeconds).toBeGreaterThanOrEqual(previousEnd);
      expect(word.endSeconds).toBeGreaterThan(word.startSeconds);
      expect(word.endSeconds).toBeLessThanOrEqual(durationSeconds);
      previousEnd = word.endSeconds;
    }
    const unchanged = await ctx.app.inject({
      method: 'PUT',
      url: `/recordings/${id}/times`,
      headers: bearer(ADMIN_UID),
      payload: {
        words: detail.words.map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds })),
      },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('deletes: the owner their own, administrators the story’s; then eSpeak reads again', async () => {
    const { id } = (await record(PARENT_UID, toneWav(2), { page: 6 })).json<RecordingSummary>();
    const remove = (uid: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/recordings/${id}`, headers: bearer(uid) });
    expect((await remove(OTHER_UID)).statusCode).toBe(404);
    expect((await remove(ADMIN_UID)).statusCode).toBe(404);
    expect((await narrate(PARENT_UID, 6)).json<NarrationAnswer>().voice).toBeTruthy();
    expect((await remove(PARENT_UID)).statusCode).toBe(200);
    expect((await narrate(PARENT_UID, 6)).json<NarrationAnswer>().voice ?? null).toBeNull();
    expect((await remove(PARENT_UID)).statusCode).toBe(404);
  });

  it('stops playing a recording once the page text changes', async () => {
    const { id } = (await record(ADMIN_UID, toneWav(2), { page: 7 })).json<RecordingSummary>();
    const [story] = await ctx.database.db.select().from(stories).where(eq(stories.id, storyId));
    const pages = story!.pages.map((page, i) =>
      i === 6 ? { ...page, parent_narration_text: 'A brand new sentence.' } : page,
    );
    await ctx.database.db.update(stories).set({ pages }).where(eq(stories.id, storyId));
    const summary = (await list(ADMIN_UID)).find((recording) => recording.id === id);
    expect(summary?.textMatches).toBe(false);
  });
});

/** A stereo tone: the left channel voiced, the right silent. */
function stereoTone(seconds: number, sampleRate: number): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const samples = new Int16Array(frames * 2);
  for (let i = Math.round(0.2 * sampleRate); i < frames; i++) {
    samples[i * 2] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  return writeWav(samples, sampleRate, 2);
}

function eightBitWav(): Buffer {
  const wav = writeWav(new Int16Array(24000 * 2), 24000);
  wav.writeUInt16LE(8, 34);
  return wav;
}

describe('with the real aligner', () => {
  it('aligns a spoken page word by word and the reader gets those times', async () => {
    const provider = createEspeakProvider();
    const real = await createTestApp({ app: { aligner: createAligner() } });
    try {
      const [story] = await real.database.db
        .select()
        .from(stories)
        .where(eq(stories.status, 'published'))
        .limit(1);
      const text = story!.pages[0]!.parent_narration_text.trim();
      // Someone else's voice: eSpeak's narration voice, with silence and a little hiss.
      const spoken = padded(await providerRecording(provider, text, 'english'), 0.6, 0.8, 0.002);
      const pcm = new Int16Array(spoken.samples.length);
      spoken.samples.forEach((value, i) => {
        pcm[i] = Math.max(-32768, Math.min(32767, Math.round(value * 32767)));
      });
      const saved = await real.app.inject({
        method: 'PUT',
        url: `/recordings/${story!.id}/1/english`,
        headers: { ...bearer(ADMIN_UID), 'content-type': 'audio/wav' },
        payload: writeWav(pcm, spoken.sampleRate),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json<RecordingSummary>().unplacedWords).toEqual([]);
      const { id } = saved.json<RecordingSummary>();
      const detail = (
        await real.app.inject({ url: `/recordings/${id}`, headers: bearer(ADMIN_UID) })
      ).json<RecordingDetail>();
      const errors = startErrorsMs(spoken.words, detail.words);
      expect(quantile(errors, 0.5)).toBeLessThan(80);
    } finally {
      await Promise.all([real.close(), provider.close()]);
    }
  });
});

describe('a long alignment', () => {
  it('is answered even when it takes longer than a quiet socket may stay idle', async () => {
    const quick = quickAligner();
    const slow = await createTestApp({
      app: {
        connectionLimits: { idleTimeoutMs: 300, requestTimeoutMs: 5_000, headersTimeoutMs: 1_000 },
        aligner: {
          async align(input) {
            await new Promise((resolve) => setTimeout(resolve, 1_200));
            return quick.align(input);
          },
          close: () => quick.close(),
        },
      },
    });
    try {
      const [story] = await slow.database.db
        .select({ id: stories.id })
        .from(stories)
        .where(eq(stories.status, 'published'))
        .limit(1);
      await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = slow.app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/recordings/${story!.id}/1/english`, {
        method: 'PUT',
        headers: { ...bearer(PARENT_UID), 'content-type': 'audio/wav' },
        body: new Uint8Array(toneWav(2)),
      });
      expect(response.status).toBe(201);
    } finally {
      await slow.close();
    }
  });
});
