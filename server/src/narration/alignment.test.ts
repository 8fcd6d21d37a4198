import { describe, expect, it } from 'vitest';
import { alignNarration, findWords, matchWords, parsePhonemes } from './espeak/alignment';
import { innerWordStarts, spokenText } from './espeak/spokenText';

// Synthetic passes at 1000 samples per second, so sample counts read as milliseconds.
const SR = 1000;

function wordText(text: string, from: number, to: number) {
  return Array.from(text).slice(from, to).join('');
}

function expectMonotonic(starts: number[], ends: number[]) {
  for (let i = 0; i < starts.length; i++) {
    expect(ends[i]).toBeGreaterThanOrEqual(starts[i] as number);
    if (i > 0) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1] as number);
  }
}

describe('findWords', () => {
  it('keeps punctuation out of words and joins contractions', () => {
    const text = '"Don\'t go," said Meera — well-known 7.5!';
    const words = findWords(Array.from(text)).map((w) => wordText(text, w.from, w.to));
    expect(words).toEqual(["Don't", 'go', 'said', 'Meera', 'well-known', '7.5']);
  });

  it('treats Indic vowel signs and viramas as part of the word', () => {
    const text = 'नमस्ते, दुनिया! ਇੱਕ ਕੁੜੀ। அவள் போனாள்.';
    const words = findWords(Array.from(text));
    expect(words.map((w) => wordText(text, w.from, w.to))).toEqual([
      'नमस्ते',
      'दुनिया',
      'ਇੱਕ',
      'ਕੁੜੀ',
      'அவள்',
      'போனாள்',
    ]);
    expect(words.map((w) => w.punctuated)).toEqual([true, true, false, true, false, true]);
  });
});

describe('words of scripts written without spaces', () => {
  it('cuts Chinese and Thai runs where the shared tokenizer finds words', () => {
    const chinese = '小猫在花园里玩。它很开心！';
    const starts = innerWordStarts(chinese, 'zh-Hans');
    expect(
      findWords(Array.from(chinese), starts).map((w) => wordText(chinese, w.from, w.to)),
    ).toEqual(['小猫', '在', '花园', '里', '玩', '它', '很', '开心']);
    const thai = 'แมวนอนอยู่บนเสื่อ ฉันชอบแมว';
    expect(
      findWords(Array.from(thai), innerWordStarts(thai, 'th')).map((w) =>
        wordText(thai, w.from, w.to),
      ),
    ).toEqual(['แมว', 'นอน', 'อยู่', 'บน', 'เสื่อ', 'ฉัน', 'ชอบ', 'แมว']);
  });

  it('gives eSpeak Thai with a space between words, which it reads only so', () => {
    const thai = 'แมวนอนอยู่บนเสื่อ ฉันชอบแมว';
    expect(spokenText(thai, innerWordStarts(thai, 'th'))).toBe('แมว นอน อยู่ บน เสื่อ ฉัน ชอบ แมว');
    const mixed = '我喜欢 apple 和香蕉！';
    expect(spokenText(mixed, innerWordStarts(mixed, 'zh-Hans'))).toBe('我 喜欢 apple 和 香蕉！');
  });

  it('leaves text of scripts with spaces as it is', () => {
    for (const text of ['नमस्ते, दुनिया! well-known 7.5', 'میں نے 12 آم کھائے۔', 'Look 👋🏽 here']) {
      expect(innerWordStarts(text)).toEqual([]);
      expect(spokenText(text, [])).toBe(text);
    }
  });
});

describe('parsePhonemes', () => {
  it('counts phonemes without stress and length marks and notes clause ends', () => {
    expect(parsePhonemes('wˈʌns əpˌɑːn\nɪnðə pˈɑːɹk\n')).toEqual([
      { size: 4, clauseEnd: false },
      { size: 4, clauseEnd: true },
      { size: 4, clauseEnd: false },
      { size: 4, clauseEnd: true },
    ]);
  });
});

describe('matchWords', () => {
  it('pairs two text words with one eSpeak word when the lengths say so', () => {
    const text = 'a little fox lived in the big forest';
    const words = findWords(Array.from(text));
    // eSpeak: a, little, fox, lived, "in the", big, forest
    const sizes = [1, 4, 4, 4, 4, 3, 6];
    const groups = matchWords(
      words,
      sizes,
      sizes.map((_, i) => i === sizes.length - 1),
    );
    expect(groups.map((g) => `${g.words}:${g.items}`)).toEqual([
      '1:1',
      '1:1',
      '1:1',
      '1:1',
      '2:1',
      '1:1',
      '1:1',
    ]);
  });

  it('pairs a number with the several words eSpeak reads it as', () => {
    const text = 'It was 1995 then';
    const words = findWords(Array.from(text));
    const sizes = [2, 3, 14, 6, 4, 3]; // ɪt wʌz nˈaɪntiːnhˈʌndɹɪd nˈaɪnti fˈaɪv ðɛn
    const groups = matchWords(words, sizes, [false, false, false, false, false, true]);
    expect(groups.map((g) => `${g.words}:${g.items}`)).toEqual(['1:1', '1:1', '1:3', '1:1']);
  });
});

describe('alignNarration', () => {
  it('lays words out in proportion to their measured lengths', () => {
    const text = 'one two three';
    const offset = 0.05;
    const out = alignNarration({
      text,
      sampleRate: SR,
      samples: 1100,
      gappedSamples: 2100,
      // words at 0-200, 700-1000, 1500-1900 with plain 500 ms gaps, then a closing pause
      silencesGapped: [200, 700, 1000, 1500, 1900, 2100],
      silencesNormal: [1000, 1100],
      phonemes: 'wˈʌn tˈuː θɹˈiː\n',
      offsetSeconds: offset,
    });
    expect(out.alignment.characters.join('')).toBe(text);
    expect(out.durationSeconds).toBeCloseTo(1.1 + offset, 4);
    const starts = out.words.map((w) => w.start - offset);
    // lengths 200:300:400 over 1000 ms of speech
    expect(starts[0]).toBeCloseTo(0, 3);
    expect(starts[1]).toBeCloseTo(0.2222, 3);
    expect(starts[2]).toBeCloseTo(0.5556, 3);
    // the last word holds until the end of the audio
    expect(out.alignment.character_end_times_seconds.at(-1)).toBeCloseTo(1.1 + offset, 4);
    // characters of a word share its span evenly; the space sits between the words
    const chars = out.alignment.character_start_times_seconds;
    expect((chars[1] as number) - (chars[0] as number)).toBeCloseTo(0.2222 / 3, 3);
    expect(out.alignment.character_start_times_seconds[3]).toBeCloseTo(0.2222 + offset, 3);
    expectMonotonic(
      out.alignment.character_start_times_seconds,
      out.alignment.character_end_times_seconds,
    );
  });

  it('puts clause pauses on the matching silence, not on a stop closure', () => {
    const text = 'Hi there, my friend.';
    const out = alignNarration({
      text,
      sampleRate: SR,
      samples: 1200,
      gappedSamples: 2700,
      // Hi 0-200 | 500 gap | there 700-1000 | 700 gap (pause 200) | my 1700-1900 | 500 gap |
      // friend 2400-2700
      silencesGapped: [200, 700, 1000, 1700, 1900, 2400],
      // a 50 ms closure inside "there" and the comma pause at 500-700
      silencesNormal: [300, 350, 500, 700],
      phonemes: 'hˈaɪ ðˈɛɹ\nmaɪ fɹˈɛnd\n',
      offsetSeconds: 0,
    });
    const [hi, there, my, friend] = out.words;
    expect(hi?.start).toBe(0);
    expect(there?.start).toBeCloseTo(0.2, 2);
    expect(there?.end).toBeCloseTo(0.5, 2);
    expect(my?.start).toBeCloseTo(0.7, 3);
    expect(friend?.start).toBeCloseTo(0.9, 2);
    // ", " fills the pause
    const comma = Array.from(text).indexOf(',');
    expect(out.alignment.character_start_times_seconds[comma]).toBeCloseTo(0.5, 2);
    expect(out.alignment.character_end_times_seconds[comma + 1]).toBeCloseTo(0.7, 3);
  });

  it('times text without words over the whole audio', () => {
    const text = '… !?';
    const out = alignNarration({
      text,
      sampleRate: SR,
      samples: 400,
      gappedSamples: 400,
      silencesGapped: [0, 400],
      silencesNormal: [0, 400],
      offsetSeconds: 0.05,
    });
    expect(out.alignment.characters).toEqual(['…', ' ', '!', '?']);
    expect(out.alignment.character_start_times_seconds[0]).toBeCloseTo(0.05, 4);
    expect(out.alignment.character_end_times_seconds.at(-1)).toBeCloseTo(0.45, 4);
    expect(out.words).toEqual([]);
  });

  it('still times every word when the measuring pass shows nothing', () => {
    const text = 'cat dog pig';
    const out = alignNarration({
      text,
      sampleRate: SR,
      samples: 900,
      gappedSamples: 0,
      silencesGapped: [],
      silencesNormal: [],
      offsetSeconds: 0,
    });
    expect(out.words.map((w) => w.start)).toEqual([0, 0.3, 0.6]);
    expect(out.alignment.character_end_times_seconds.at(-1)).toBe(0.9);
  });

  it('keeps characters outside the BMP whole', () => {
    const text = 'moon 🌙 night';
    const out = alignNarration({
      text,
      sampleRate: SR,
      samples: 600,
      gappedSamples: 1000,
      silencesGapped: [200, 700],
      silencesNormal: [],
      offsetSeconds: 0,
    });
    expect(out.alignment.characters).toContain('🌙');
    expect(out.alignment.characters.join('')).toBe(text);
  });
});
