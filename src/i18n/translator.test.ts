import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../contract/languages';
import { createTranslator } from './translator';

// "{count, plural, one {# page} other {# pages}}", as the catalogues plugin compiles it.
const pages: MessageFormatElement[] = [
  {
    type: TYPE.plural,
    value: 'count',
    offset: 0,
    pluralType: 'cardinal',
    options: {
      one: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' page' }] },
      other: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' pages' }] },
    },
  },
];

const NUMBERS = [
  0,
  1,
  2,
  7,
  42,
  999,
  1000,
  1234,
  12345,
  1234567,
  -1,
  -5,
  -0,
  -0.5,
  2.5,
  0.75,
  1.25,
  999.5,
  0.125,
  0.1234,
  2.0005,
  999.9999,
  0.0000001,
  1e21,
  NaN,
  Infinity,
];

describe.each(Object.values(LANGUAGE_TAGS))('numbers in %s', (tag) => {
  const translator = createTranslator(tag, { pages }, () => {
    throw new Error('missing');
  });
  const intl = new Intl.NumberFormat(tag);

  it('are written as Intl writes them, in the language’s own digits', () => {
    for (const value of NUMBERS) expect(translator.number(value)).toBe(intl.format(value));
    expect(translator.number(0.256, { style: 'percent' })).toBe(
      new Intl.NumberFormat(tag, { style: 'percent' }).format(0.256),
    );
  });

  it('are counted in messages in the same digits', () => {
    for (const count of [1, 5, 1500]) {
      expect(translator.message('pages', { count })).toMatch(
        new RegExp(`^${intl.format(count).replace(/[.]/g, '\\.')} pages?$`),
      );
    }
    expect(translator.message('pages', { count: 1 })).toBe(
      new Intl.PluralRules(tag).select(1) === 'one'
        ? `${intl.format(1)} page`
        : `${intl.format(1)} pages`,
    );
  });
});
