import { pageLanguages } from '../../../contract/pages';
import type { Page } from '../../../contract/stories';
export { readingOf, type PageReading } from '../../lib/story/pageReading';
import { sortLanguages, type StoryLanguage } from '../../../contract/storyLanguages';

/**
 * The languages the reader's menu offers for a story, the eight first: every language its
 * pages are in (one that only some pages have too: the others fall back, with a note), and the
 * reader's own choice, which stays chosen when the story lacks it.
 */
export function readingChoices(pages: readonly Page[], chosen: StoryLanguage): StoryLanguage[] {
  return sortLanguages([...pages.flatMap(pageLanguages), chosen]);
}
