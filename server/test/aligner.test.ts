import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padded, providerRecording, quantile, startErrorsMs } from '../bench/alignmentSpeech';
import { createEspeakProvider, type EspeakProvider } from '../src/narration/espeak';
import {
  ALIGNER_LANGUAGES,
  AlignmentFailed,
  alignerVoiceOf,
  createAligner,
  type Aligner,
} from '../src/recordings/aligner';
import { placeWords, splitWords } from '../src/recordings/alignerWords';
import {
  loudness,
  originalTime,
  shortenPauses,
  startOutOfSilence,
} from '../src/recordings/alignWorkerSignal.mjs';

describe('splitWords', () => {
  it('finds each word at its UTF-16 position, without the punctuation around it', () => {
    const text = '“Summer is for singing!” he laughed — उछलता-कूदता 🐜 ant’s.';
    const words = splitWords(text);
    expect(words.map((word) => word.text)).toEqual([
      'Summer',
      'is',
      'for',
      'singing',
      'he',
      'laughed',
      'उछलता-कूदता',
      'ant’s',
    ]);
    for (const word of words) {
      expect(text.slice(word.offset, word.offset + word.length)).toBe(word.text);
    }
  });
});

describe('splitWords in scripts without spaces', () => {
  it('finds the words the reader shows, each at its UTF-16 position', () => {
    const text = '「小猫」在花园里玩👍🏽。แมวนอน';
    const words = splitWords(text, 'zh-Hans');
    expect(words.map((word) => word.text)).toEqual([
      '小猫',
      '在',
      '花园',
      '里',
      '玩',
      'แมว',
      'นอน',
    ]);
    for (const word of words) {
      expect(text.slice(word.offset, word.offset + word.length)).toBe(word.text);
    }
  });
});

describe('alignerVoiceOf', () => {
  it('reads the eight by language as before, any other by the narration voice', () => {
    expect(alignerVoiceOf('english')).toEqual({ language: ALIGNER_LANGUAGES.english });
    expect(alignerVoiceOf('tamil')).toEqual({ language: 'ta' });
    expect(alignerVoiceOf('bn')).toEqual({ language: 'bn', voice: 'bn' });
    expect(alignerVoiceOf('zh-Hant-TW')).toEqual({ language: 'cmn', voice: 'cmn' });
    expect(alignerVoiceOf('pt-BR')).toEqual({ language: 'pt-br', voice: 'pt-br' });
    expect(alignerVoiceOf('km')).toBeUndefined();
  });
});

describe('placeWords', () => {
  const words = splitWords('one two three');

  it('times each word by the spans over it, in text order', () => {
    const placement = placeWords(words, [
      { startOffset: 0, endOffset: 3, startSeconds: 0.5, endSeconds: 0.8 },
      { startOffset: 4, endOffset: 7, startSeconds: 0.9, endSeconds: 1.2 },
      { startOffset: 8, endOffset: 13, startSeconds: 1.3, endSeconds: 1.9 },
    ]);
    expect(placement).toEqual({
      ok: true,
      words: [
        { text: 'one', offset: 0, length: 3, startSeconds: 0.5, endSeconds: 0.8 },
        { text: 'two', offset: 4, length: 3, startSeconds: 0.9, endSeconds: 1.2 },
        { text: 'three', offset: 8, length: 5, startSeconds: 1.3, endSeconds: 1.9 },
      ],
    });
  });

  it('leaves unplaced the words a single span covers together, and words with no span', () => {
    const placement = placeWords(words, [
      { startOffset: 0, endOffset: 7, startSeconds: 0.5, endSeconds: 1.2 },
    ]);
    expect(placement.ok).toBe(false);
    if (!placement.ok)
      expect(placement.unplaced.map((word) => word.text)).toEqual(['one', 'two', 'three']);
  });
});

describe('pauses', () => {
  const sampleRate = 1000;
  // 0.5 s silence, 0.3 s tone, 1 s silence, 0.3 s tone, 0.5 s silence.
  const samples = new Float32Array(2600);
  for (const [from, to] of [
    [500, 800],
    [1800, 2100],
  ] as const) {
    for (let i = from; i < to; i++) samples[i] = Math.sin(i) * 0.5;
  }

  it('shortens long pauses and maps times back to the original recording', () => {
    const { samples: shortened, pieces } = shortenPauses(samples, sampleRate, 0.2);
    // Leading and trailing silence cut to 0.1 s, the 1 s pause to 0.2 s.
    expect(shortened.length).toBe(100 + 300 + 200 + 300 + 100);
    expect(originalTime(pieces, sampleRate, 0.1)).toBeCloseTo(0.5, 2);
    // The second tone starts at 0.6 s in the shortened recording.
    expect(originalTime(pieces, sampleRate, 0.6)).toBeCloseTo(1.8, 2);
    expect(originalTime(pieces, sampleRate, 0.7)).toBeCloseTo(1.9, 2);
  });

  it('moves a word start that falls in silence to just before the next sound', () => {
    const measured = loudness(samples, sampleRate);
    expect(startOutOfSilence(measured, 1.2, 2.0, 0.05, 0.03)).toBeCloseTo(1.77, 2);
    // Already in the sound, or too little silence ahead: unchanged.
    expect(startOutOfSilence(measured, 1.85, 2.0, 0.05, 0.03)).toBe(1.85);
    expect(startOutOfSilence(measured, 1.78, 2.0, 0.05, 0.03)).toBe(1.78);
  });
});

describe('createAligner', () => {
  let aligner: Aligner;
  let provider: EspeakProvider;

  beforeAll(() => {
    aligner = createAligner();
    provider = createEspeakProvider();
  });

  afterAll(async () => {
    await Promise.all([aligner.close(), provider.close()]);
  });

  it('places every word of a recording near the time it is spoken', async () => {
    const text = 'The little elephant found a shiny red ball near the river. He rolled it home!';
    // The narration's slower, higher voice, with silence around it and a quiet hiss.
    const recording = padded(await providerRecording(provider, text, 'english'), 0.8, 1.2, 0.002);

    const words = await aligner.align({ ...recording, text, language: 'english' });

    expect(words.map((word) => word.text)).toEqual(splitWords(text).map((word) => word.text));
    for (const word of words) {
      expect(text.slice(word.offset, word.offset + word.length)).toBe(word.text);
      expect(word.endSeconds).toBeGreaterThanOrEqual(word.startSeconds);
    }
    for (let i = 1; i < words.length; i++) {
      expect(words[i]?.startSeconds).toBeGreaterThanOrEqual(words[i - 1]?.startSeconds as number);
    }
    const errors = startErrorsMs(recording.words, words);
    expect(errors).toHaveLength(words.length);
    expect(quantile(errors, 0.5)).toBeLessThan(80);
    expect(Math.max(...errors)).toBeLessThan(400);
  });

  it('aligns words eSpeak reads as one, or names them when told not to separate them', async () => {
    // eSpeak joins "நீந்திச்" (ending in a consonant with virama) and "சென்றது".
    const text = 'முதலை வெட்கத்துடன் நீந்திச் சென்றது.';
    const recording = padded(await providerRecording(provider, text, 'tamil'), 0.5, 0.5);

    const words = await aligner.align({ ...recording, text, language: 'tamil' });
    expect(words.map((word) => text.slice(word.offset, word.offset + word.length))).toEqual([
      'முதலை',
      'வெட்கத்துடன்',
      'நீந்திச்',
      'சென்றது',
    ]);
    expect(quantile(startErrorsMs(recording.words, words), 0.5)).toBeLessThan(80);

    const strict = createAligner({ tuning: { separateJoinedWords: false } });
    try {
      const failure = await strict
        .align({ ...recording, text, language: 'tamil' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AlignmentFailed);
      expect((failure as AlignmentFailed).words).toEqual(['நீந்திச்', 'சென்றது']);
    } finally {
      await strict.close();
    }
  });

  // Bengali and Urdu (spaces between words), Chinese and Thai (none), and Cantonese, which
  // echogarden does not know by name: each recording is aligned word by word.
  for (const [language, text] of [
    ['bn', 'ছোট্ট হাতিটি নদীর ধারে একটি লাল বল খুঁজে পেল।'],
    ['ur', 'ننھے ہاتھی کو دریا کے کنارے ایک سرخ گیند ملی۔'],
    ['zh-Hans', '小猫在花园里玩。它很开心，因为太阳出来了。'],
    ['th', 'แมวนอนอยู่บนเสื่อ ฉันชอบกินข้าวกับแม่'],
    ['yue', '我鍾意食蘋果。'],
  ] as const) {
    it(`places every word of a ${language} recording near the time it is spoken`, async () => {
      const recording = padded(await providerRecording(provider, text, language), 0.5, 0.5);
      const words = await aligner.align({ ...recording, text, language });
      expect(words.map((word) => word.text)).toEqual(
        splitWords(text, language).map((word) => word.text),
      );
      const errors = startErrorsMs(recording.words, words);
      expect(errors).toHaveLength(words.length);
      expect(quantile(errors, 0.5)).toBeLessThan(80);
      expect(Math.max(...errors)).toBeLessThan(400);
    });
  }

  it('leaves every word unplaced in a language no voice reads, to be estimated', async () => {
    const text = 'ឆ្មាដេកលើកន្ទេល។';
    const recording = padded(await providerRecording(provider, 'ছোট্ট হাতিটি', 'bn'), 0.5, 0.5);
    const failure = await aligner
      .align({ ...recording, text, language: 'km' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AlignmentFailed);
    expect((failure as AlignmentFailed).words).toEqual(
      splitWords(text, 'km').map((word) => word.text),
    );
    expect((failure as AlignmentFailed).words.length).toBeGreaterThan(1);
  });

  it('refuses a recording that is mostly silence', async () => {
    const sampleRate = 16_000;
    const samples = new Float32Array(sampleRate * 5);
    // A click and a breath of hiss: not a reading of the page.
    for (let i = 0; i < sampleRate * 0.2; i++) samples[i + sampleRate] = Math.sin(i / 3) * 0.3;
    const refusal = aligner.align({
      samples,
      sampleRate,
      text: 'Summer is for singing!',
      language: 'english',
    });
    await expect(refusal).rejects.toBeInstanceOf(AlignmentFailed);
    await expect(refusal).rejects.toThrow(/mostly silence/);
  });
});
