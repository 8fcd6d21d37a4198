import { describe, expect, it } from 'vitest';
import { Downsampler } from './downsampler';
import { SKIP_WEIGHTS, skipWeightOf } from './decoderConfig';
import { stretchGrammar } from './grammar';
import { dictionaryForm, pageWords } from './pageWords';
import { guessPronunciation } from './pronunciation';

describe('page words', () => {
  it('spells words as the dictionary does and counts sentences', () => {
    const words = pageWords('“Come and play!” called the Crow’s friend. Aa-oooo… 42');
    expect(words.map((word) => word.spoken)).toEqual([
      'come',
      'and',
      'play',
      'called',
      'the',
      "crow's",
      'friend',
      'aa-oooo',
      null,
    ]);
    expect(words.map((word) => word.sentence)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 3]);
    expect(dictionaryForm('—')).toBeNull();
  });

  it('takes off quotes that close after a full stop or a question', () => {
    expect(['hunt.’', 'you?’', '‘Oh!', 'end.”'].map(dictionaryForm)).toEqual([
      'hunt',
      'you',
      'oh',
      'end',
    ]);
  });
});

describe('pronunciations for words the dictionary lacks', () => {
  const dictionary: Record<string, string> = { jackal: 'JH AE K AH L' };
  const lookup = (word: string) => dictionary[word] ?? null;

  it('builds plurals and possessives on known words and spells out names', () => {
    expect(guessPronunciation('jackals', lookup)).toBe('JH AE K AH L Z');
    expect(guessPronunciation('shashi', lookup)).toBe('SH AA SH IY');
    expect(guessPronunciation("chandu's", lookup)).toBe('CH AA N D UH Z');
    expect(guessPronunciation('jackal', lookup)).toBe('JH AE K AH L');
  });
});

describe('the grammar of a stretch', () => {
  it('allows every word in order, each skippable at a cost', () => {
    expect(stretchGrammar(['a', 'pot'], 0.001)).toBe(
      '#JSGF V1.0;\ngrammar stretch;\npublic <stretch> = ( /1/ a | /0.001/ <NULL> ) ( /1/ pot | /0.001/ <NULL> );\n',
    );
  });

  it('makes skipping a short word dearer than skipping a long one', () => {
    const grammar = stretchGrammar(['the', 'grasshopper'], skipWeightOf);
    expect(grammar).toContain(`( /1/ the | /${SKIP_WEIGHTS.short}/ <NULL> )`);
    expect(grammar).toContain(`( /1/ grasshopper | /${SKIP_WEIGHTS.long}/ <NULL> )`);
    expect(SKIP_WEIGHTS.short).toBeLessThan(SKIP_WEIGHTS.long);
  });
});

describe('the downsampler', () => {
  it('turns 48 kHz into 8 kHz in blocks of any size, averaging', () => {
    const down = new Downsampler(48000, 8000);
    const first = down.push(new Float32Array(128).fill(0.5));
    const second = down.push(new Float32Array(100).fill(0.5));
    expect(first.length + second.length).toBe(38);
    expect([...first, ...second].every((value) => Math.abs(value - 0.5) < 1e-6)).toBe(true);
  });

  it('keeps fractional ratios in step (44.1 kHz)', () => {
    const down = new Downsampler(44100, 8000);
    let total = 0;
    for (let i = 0; i < 100; i += 1) total += down.push(new Float32Array(441)).length;
    expect(Math.abs(total - 8000)).toBeLessThanOrEqual(1);
  });
});
