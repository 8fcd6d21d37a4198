import { describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { filtersOf, matchesFilters, queryOf, type StoryFilters } from './storyFilters';

const none: StoryFilters = { q: '', lang: '', length: '' };

describe('the filters in an address', () => {
  it('reads q, lang and length, and drops values it does not know', () => {
    expect(filtersOf(new URLSearchParams('q=Crow&lang=hindi&length=short'))).toEqual({
      q: 'Crow',
      lang: 'hindi',
      length: 'short',
    });
    expect(filtersOf(new URLSearchParams('lang=__proto__&length=toString'))).toEqual(none);
    expect(filtersOf(new URLSearchParams('lang=klingon'))).toEqual(none);
  });

  it('takes any story language, as its id', () => {
    for (const [lang, id] of [
      ['bn', 'bn'],
      ['BN', 'bn'],
      ['ur', 'ur'],
      ['zh-hans', 'zh-Hans'],
      ['hi', 'hindi'],
      ['tamil', 'tamil'],
    ]) {
      expect(filtersOf(new URLSearchParams({ lang: lang! })).lang).toBe(id);
    }
  });

  it('asks the server for the search without the spaces around it', () => {
    expect(queryOf({ q: '  crow  ', lang: 'bn', length: 'short' })).toEqual({
      q: 'crow',
      lang: 'bn',
      length: 'short',
    });
  });
});

describe('matching a story', () => {
  const story = summary({
    title: 'The Thirsty Crow',
    author: 'Retold from Aesop',
    summary: 'A clever crow finds a way to drink.',
    translated_titles: { hindi: 'प्यासा कौआ', spanish: 'El Cuervo Sediento' },
    languages: ['english', 'hindi'],
    pageCount: 3,
  });
  const matches = (filters: Partial<StoryFilters>) =>
    matchesFilters(story, { ...none, ...filters });

  it('finds every word of the search in the title, translated titles, author or summary', () => {
    for (const q of ['thirsty', 'AESOP', 'way to drink', 'कौआ', 'cuervo', '  crow   drink ']) {
      expect(matches({ q })).toBe(true);
    }
    for (const q of ['jackal', 'crow jackal']) expect(matches({ q })).toBe(false);
  });

  it('keeps a story in the language and length asked for', () => {
    expect(matches({ lang: 'hindi', length: 'short' })).toBe(true);
    expect(matches({ lang: 'tamil' })).toBe(false);
    expect(matches({ length: 'medium' })).toBe(false);
  });
});
