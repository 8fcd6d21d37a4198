import type { StoryLanguage } from '../../../contract/storyLanguages';
import { LANGUAGES } from '../../../contract/languageNames';
import type { StorySummary } from '../../../contract/stories';
import type { MessageId } from '../../i18n/messageIds';

/**
 * Story lengths by page count: the one place their limits live. A length holds the stories
 * of up to `upTo` pages that a shorter length does not.
 */
export const STORY_LENGTHS = [
  { id: 'short', label: 'stories.length.short', upTo: 6 },
  { id: 'medium', label: 'stories.length.medium', upTo: 10 },
  { id: 'long', label: 'stories.length.long', upTo: Infinity },
] as const satisfies readonly { id: string; label: MessageId; upTo: number }[];
export type StoryLength = (typeof STORY_LENGTHS)[number]['id'];

export const lengthOf = (pageCount: number): StoryLength =>
  STORY_LENGTHS.find((length) => pageCount <= length.upTo)!.id;

/** The list's filters as they sit in its address: `?q=&lang=&length=`. */
export interface StoryFilters {
  q: string;
  lang: StoryLanguage | '';
  length: StoryLength | '';
}

export function filtersOf(params: URLSearchParams): StoryFilters {
  const lang = params.get('lang') ?? '';
  const length = params.get('length') ?? '';
  return {
    q: params.get('q') ?? '',
    // An unknown value (an old or mistyped link) filters nothing.
    lang: (LANGUAGES as readonly string[]).includes(lang) ? (lang as StoryLanguage) : '',
    length: STORY_LENGTHS.some(({ id }) => id === length) ? (length as StoryLength) : '',
  };
}

/**
 * The two filters, and the search: every word of it in the title, a translated title, the
 * author or the summary, in any case.
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
