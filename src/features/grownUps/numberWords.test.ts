import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languageNames';
import {
  QUESTION_MAX,
  QUESTION_MIN,
  numberInWords,
  pickQuestionNumber,
  readDigits,
} from './numberWords';

const NUMBERS = Array.from(
  { length: QUESTION_MAX - QUESTION_MIN + 1 },
  (_, index) => QUESTION_MIN + index,
);

describe('the gate’s numbers in words', () => {
  it.each(LANGUAGES)('%s has a different word for every number from 21 to 99', (language) => {
    const words = NUMBERS.map((n) => numberInWords(n, language));
    for (const word of words) expect(word.trim()).not.toBe('');
    expect(new Set(words).size).toBe(NUMBERS.length);
  });

  it('writes the numbers as each language writes them', () => {
    const sixtyThree = Object.fromEntries(
      LANGUAGES.map((language) => [language, numberInWords(63, language)]),
    );
    expect(sixtyThree).toEqual({
      english: 'sixty-three',
      hindi: 'तिरसठ',
      spanish: 'sesenta y tres',
      telgu: 'అరవై మూడు',
      tamil: 'அறுபத்து மூன்று',
      panjabi: 'ਤਰੇਹਠ',
      gujarati: 'ત્રેસઠ',
      marathi: 'त्रेसष्ट',
    });
    expect(numberInWords(21, 'spanish')).toBe('veintiuno');
    expect(numberInWords(40, 'english')).toBe('forty');
    expect(numberInWords(99, 'hindi')).toBe('निन्यानवे');
    // Tamil joins a unit that starts with a vowel to the tens.
    expect(numberInWords(21, 'tamil')).toBe('இருபத்தொன்று');
    expect(numberInWords(92, 'tamil')).toBe('தொண்ணூற்றிரண்டு');
    expect(numberInWords(90, 'tamil')).toBe('தொண்ணூறு');
  });
});

describe('reading the answer', () => {
  it('takes digits of the Latin and Indian scripts, spaces around ignored', () => {
    expect(readDigits(' 63 ')).toBe(63);
    expect(readDigits('६३')).toBe(63); // Devanagari
    expect(readDigits('૬૩')).toBe(63); // Gujarati
    expect(readDigits('੬੩')).toBe(63); // Gurmukhi
    expect(readDigits('௬௩')).toBe(63); // Tamil
    expect(readDigits('౬౩')).toBe(63); // Telugu
  });

  it('refuses words, signs and empty answers', () => {
    for (const typed of ['', '  ', 'sixty-three', '6 3', '-63', '63.0', '6e1', '１２３４５']) {
      expect(readDigits(typed), typed).toBeNull();
    }
  });
});

describe('picking a question', () => {
  it('stays from 21 to 99 and never asks the same number twice in a row', () => {
    const extremes = [0, 0.5, 0.999999];
    for (const value of extremes) {
      const n = pickQuestionNumber(undefined, () => value);
      expect(n).toBeGreaterThanOrEqual(QUESTION_MIN);
      expect(n).toBeLessThanOrEqual(QUESTION_MAX);
      for (const previous of [QUESTION_MIN, 60, QUESTION_MAX]) {
        const next = pickQuestionNumber(previous, () => value);
        expect(next).not.toBe(previous);
        expect(next).toBeGreaterThanOrEqual(QUESTION_MIN);
        expect(next).toBeLessThanOrEqual(QUESTION_MAX);
      }
    }
  });
});
