import { describe, expect, it } from 'vitest';
import { tokenize } from '../../lib/words';
import { wordAt, wordTimings } from './wordTimings';

const alignmentOf = (text: string, perChar = 0.1) => {
  const characters = Array.from(text);
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => i * perChar),
    character_end_times_seconds: characters.map((_, i) => (i + 1) * perChar),
  };
};

describe('word timings', () => {
  it('split text into words and spaces with word indexes', () => {
    expect(tokenize('Hi  there, crow!')).toEqual([
      { text: 'Hi', wordIndex: 0 },
      { text: '  ', wordIndex: null },
      { text: 'there,', wordIndex: 1 },
      { text: ' ', wordIndex: null },
      { text: 'crow!', wordIndex: 2 },
    ]);
  });

  it('turn character times into word spans, also for Devanagari', () => {
    expect(wordTimings(alignmentOf('Hi yo'))).toEqual([
      { index: 0, start: 0, end: 0.2 },
      { index: 1, start: 0.30000000000000004, end: 0.5 },
    ]);
    const hindi = 'एक कौआ';
    expect(wordTimings(alignmentOf(hindi)).length).toBe(
      tokenize(hindi).filter((t) => t.wordIndex !== null).length,
    );
  });

  it('time a Chinese page word by word, as many words as the page shows', () => {
    const chinese = '小猫在花园里玩。';
    const words = wordTimings(alignmentOf(chinese), 'zh-Hans');
    expect(words).toHaveLength(
      tokenize(chinese, 'zh-Hans').filter((t) => t.wordIndex !== null).length,
    );
    expect(words.map((word) => Math.round(word.start * 10))).toEqual([0, 2, 3, 5, 6]);
  });

  it('find the word being spoken by binary search', () => {
    const words = wordTimings(alignmentOf('one two three'));
    expect(wordAt(words, -1)).toBe(-1);
    expect(wordAt(words, 0)).toBe(0);
    expect(wordAt(words, 0.35)).toBe(0);
    expect(wordAt(words, 0.4)).toBe(1);
    expect(wordAt(words, 99)).toBe(2);
    expect(wordAt([], 1)).toBe(-1);
  });
});
