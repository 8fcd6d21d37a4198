import { describe, expect, it } from 'vitest';
import { tokenize, wordPlaces, wordTimings } from './words';

const wordsOf = (text: string, language?: string) =>
  tokenize(text, language)
    .filter((token) => token.wordIndex !== null)
    .map((token) => token.text);

/** Per-code-point times, 0.1 s each, as the narration gives them. */
const alignmentOf = (text: string) => {
  const characters = Array.from(text);
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => i * 0.1),
    character_end_times_seconds: characters.map((_, i) => (i + 1) * 0.1),
  };
};

/** UTF-16 offsets where grapheme clusters begin, and the text's end. */
const graphemeBoundaries = (text: string) => {
  const boundaries = new Set([text.length]);
  for (const { index } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text,
  )) {
    boundaries.add(index);
  }
  return boundaries;
};

/** Every token starts and ends on a grapheme boundary, and the tokens give the text back. */
const expectWholeGraphemes = (text: string, language?: string) => {
  const tokens = tokenize(text, language);
  expect(tokens.map((token) => token.text).join('')).toBe(text);
  const boundaries = graphemeBoundaries(text);
  let offset = 0;
  for (const token of tokens) {
    expect(boundaries.has(offset)).toBe(true);
    offset += token.text.length;
  }
};

describe('tokenize: scripts that put spaces between words (as before)', () => {
  it('splits at spaces and keeps punctuation with its word', () => {
    expect(tokenize('Hi  there, crow!')).toEqual([
      { text: 'Hi', wordIndex: 0 },
      { text: '  ', wordIndex: null },
      { text: 'there,', wordIndex: 1 },
      { text: ' ', wordIndex: null },
      { text: 'crow!', wordIndex: 2 },
    ]);
    expect(wordsOf('“Summer,” sang the bird — well-known.', 'english')).toEqual([
      '“Summer,”',
      'sang',
      'the',
      'bird',
      '—',
      'well-known.',
    ]);
    expect(wordsOf('एक प्यासा कौआ था।', 'hindi')).toEqual(['एक', 'प्यासा', 'कौआ', 'था।']);
  });

  it('gives the same words with or without the language', () => {
    const text = 'ஒரு காகம் இருந்தது. Un cuervo tenía sed.';
    expect(tokenize(text, 'tamil')).toEqual(tokenize(text));
    expect(tokenize(text, 'spanish')).toEqual(tokenize(text));
  });
});

describe('tokenize: grapheme clusters are never cut', () => {
  it('keeps Devanagari and Bengali conjuncts and vowel signs whole', () => {
    expect(wordsOf('क्षत्रिय ने श्रद्धा से पढ़ा', 'hindi')).toEqual(['क्षत्रिय', 'ने', 'श्रद्धा', 'से', 'पढ़ा']);
    expectWholeGraphemes('क्षत्रिय ने श्रद्धा से पढ़ा', 'hindi');
    expectWholeGraphemes('আমি স্কুলে যাই।', 'bn');
  });

  it('keeps emoji with skin tones and joined families whole', () => {
    expect(wordsOf('Wave 👋🏽 to the 👨‍👩‍👧 family!')).toEqual([
      'Wave',
      '👋🏽',
      'to',
      'the',
      '👨‍👩‍👧',
      'family!',
    ]);
    expectWholeGraphemes('小猫👍🏽很可爱👨‍👩‍👧。', 'zh-Hans');
    expect(wordsOf('小猫👍🏽很可爱', 'zh-Hans')).toEqual(['小猫👍🏽', '很', '可爱']);
  });

  it('keeps a combining mark with the space it follows', () => {
    const text = 'cafe \u0301ok';
    expectWholeGraphemes(text);
    expect(tokenize(text).filter((token) => token.wordIndex === null)).toEqual([]);
  });
});

describe('tokenize: scripts without spaces between words', () => {
  it('splits Chinese into words, punctuation attached', () => {
    expect(wordsOf('小猫在花园里玩。它很开心！', 'zh-Hans')).toEqual([
      '小猫',
      '在',
      '花园',
      '里',
      '玩。',
      '它',
      '很',
      '开心！',
    ]);
    expect(wordsOf('「你好」，小猫说。', 'zh')).toEqual(['「你好」，', '小猫', '说。']);
    expect(wordsOf('小猫说「你好」。', 'zh')).toEqual(['小猫', '说', '「你好」。']);
  });

  it('splits Thai into words, and keeps the spaces Thai puts between phrases', () => {
    expect(tokenize('แมวนอนอยู่บนเสื่อ ฉันชอบแมว', 'th')).toEqual([
      { text: 'แมว', wordIndex: 0 },
      { text: 'นอน', wordIndex: 1 },
      { text: 'อยู่', wordIndex: 2 },
      { text: 'บน', wordIndex: 3 },
      { text: 'เสื่อ', wordIndex: 4 },
      { text: ' ', wordIndex: null },
      { text: 'ฉัน', wordIndex: 5 },
      { text: 'ชอบ', wordIndex: 6 },
      { text: 'แมว', wordIndex: 7 },
    ]);
    expectWholeGraphemes('แมวนอนอยู่บนเสื่อ ฉันชอบแมว', 'th');
  });

  it('splits Khmer, Lao, Myanmar and Japanese runs too', () => {
    expect(wordsOf('ខ្ញុំស្រឡាញ់ឆ្មា', 'km').length).toBeGreaterThan(1);
    expect(wordsOf('ຂ້ອຍມັກແມວ', 'lo').length).toBeGreaterThan(1);
    expect(wordsOf('猫が庭で遊ぶ。', 'ja')).toEqual(['猫', 'が', '庭', 'で', '遊ぶ。']);
    for (const [text, language] of [
      ['ខ្ញុំស្រឡាញ់ឆ្មា', 'km'],
      ['ຂ້ອຍມັກແມວ', 'lo'],
      ['ကြောင်သည်ငါးကိုစားသည်။', 'my'],
    ] as const) {
      expectWholeGraphemes(text, language);
    }
  });

  it('splits mixed Latin and Chinese: Latin words by spaces or at the script change', () => {
    expect(wordsOf('我喜欢 apple 和香蕉!', 'zh-Hans')).toEqual([
      '我',
      '喜欢',
      'apple',
      '和',
      '香蕉!',
    ]);
    expect(wordsOf('我有3个apple。', 'zh-Hans')).toEqual(['我有', '3', '个', 'apple。']);
  });

  it('counts the same words whether or not the language is known', () => {
    const text = '小猫在花园里玩。แมวนอนอยู่บนเสื่อ';
    expect(tokenize(text)).toEqual(tokenize(text, 'zh-Hans'));
    expect(tokenize(text, 'not a tag')).toEqual(tokenize(text, 'th'));
  });
});

describe('tokenize: right-to-left text', () => {
  it('splits Arabic and Urdu at spaces, numbers (Western or Eastern digits) as words', () => {
    expect(wordsOf('عندي 3 قطط و٤ كلاب.', 'ar')).toEqual(['عندي', '3', 'قطط', 'و٤', 'كلاب.']);
    expect(wordsOf('میں نے 12 آم کھائے۔', 'ur')).toEqual(['میں', 'نے', '12', 'آم', 'کھائے۔']);
    expect(wordsOf('החתול בן 7 שנים.', 'he')).toEqual(['החתול', 'בן', '7', 'שנים.']);
    expectWholeGraphemes('مَرْحَبًا يا صديقي 2024!', 'ar');
  });
});

describe('wordPlaces', () => {
  it('gives every word with its UTF-16 offsets', () => {
    const text = '  小猫👍🏽 apple!';
    const places = wordPlaces(text, 'zh-Hans');
    expect(places.map((place) => text.slice(place.from, place.to))).toEqual(['小猫👍🏽', 'apple!']);
  });
});

describe('wordTimings', () => {
  it('times the words of spaced text as before', () => {
    expect(wordTimings(alignmentOf('Hi yo'))).toEqual([
      { index: 0, start: 0, end: 0.2 },
      { index: 1, start: 0.30000000000000004, end: 0.5 },
    ]);
  });

  it('times each Chinese word on its own', () => {
    const timings = wordTimings(alignmentOf('小猫在花园里玩。'), 'zh-Hans');
    expect(timings.map(({ start, end }) => [start, Number(end.toFixed(1))])).toEqual([
      [0, 0.2],
      [0.2, 0.3],
      [0.30000000000000004, 0.5],
      [0.5, 0.6],
      [0.6000000000000001, 0.8],
    ]);
  });

  it('has one timing per word tokenize counts, emoji and conjuncts included', () => {
    for (const [text, language] of [
      ['क्षत्रिय ने 👋🏽 श्रद्धा से पढ़ा', 'hindi'],
      ['我喜欢 apple 和香蕉! แมวนอนอยู่บนเสื่อ', 'zh-Hans'],
      ['عندي 3 قطط.', 'ar'],
      ['  ', 'english'],
    ] as const) {
      const timings = wordTimings(alignmentOf(text), language);
      expect(timings.length).toBe(wordsOf(text, language).length);
      expect(timings.every((timing, i) => i === 0 || timing.start >= timings[i - 1]!.end)).toBe(
        true,
      );
    }
  });

  it('reads alignments whose entries are longer than one code point', () => {
    const alignment = {
      characters: ['小猫', '在', ' ', 'ok'],
      character_start_times_seconds: [0, 0.4, 0.5, 0.6],
      character_end_times_seconds: [0.4, 0.5, 0.6, 0.9],
    };
    expect(wordTimings(alignment, 'zh-Hans')).toEqual([
      { index: 0, start: 0, end: 0.4 },
      { index: 1, start: 0.4, end: 0.5 },
      { index: 2, start: 0.6, end: 0.9 },
    ]);
  });
});
