import { storyLanguageOf, type StoryLanguage } from '../../../contract/storyLanguages';
import { lengthOf, STORY_LENGTHS, type StoryLength } from '../../../contract/storyLengths';
import type { StorySummary } from '../../../contract/stories';
import type { MessageId } from '../../i18n/messageIds';

/** Each length's name in the interface (the lengths themselves are the contract's). */
export const STORY_LENGTH_LABELS: Record<StoryLength, MessageId> = {
  short: 'stories.length.short',
  medium: 'stories.length.medium',
  long: 'stories.length.long',
};

/** The list's filters as they sit in its address: `?q=&lang=&length=`. */
export interface StoryFilters {
  q: string;
  lang: StoryLanguage | '';
  length: StoryLength | '';
}

export const NO_FILTERS: StoryFilters = { q: '', lang: '', length: '' };

export function filtersOf(params: URLSearchParams): StoryFilters {
  const length = params.get('length') ?? '';
  return {
    q: params.get('q') ?? '',
    // An unknown value (an old or mistyped link) filters nothing; 'hi' or 'BN' name a language.
    lang: storyLanguageOf(params.get('lang') ?? '') ?? '',
    length: STORY_LENGTHS.some(({ id }) => id === length) ? (length as StoryLength) : '',
  };
}

/** What the server is asked for: the search without the spaces around it. */
export const queryOf = (filters: StoryFilters): StoryFilters => ({
  ...filters,
  q: filters.q.trim(),
});

/** True when a list answers a search or a filter, not the whole catalogue. */
export const isFiltered = ({ q, lang, length }: StoryFilters) =>
  Boolean(q.trim() || lang || length);

export const sameFilters = (a: StoryFilters, b: StoryFilters) =>
  a.q.trim() === b.q.trim() && a.lang === b.lang && a.length === b.length;

/**
 * The two filters, and the search: every word of it in the title, a translated title, the
 * author or the summary, in any case. For a server that answers the whole list whatever it is
 * asked (SPEC.md's list, before the catalogue could search).
 */
export function matchesFilters(story: StorySummary, { q, lang, length }: StoryFilters): boolean {
  if (lang && !story.languages.includes(lang)) return false;
  if (length && lengthOf(story.pageCount) !== length) return false;
  const text = [story.title, story.author, story.summary, ...Object.values(story.translated_titles)]
    .join('\n')
    .toLocaleLowerCase();
  return q
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}
