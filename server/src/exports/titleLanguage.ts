import type { StoryLanguage } from '../../../contract/languages';

/**
 * The language a story's title is written in: the one whose translated title it is (a book
 * imported without English is titled in its own language), else English.
 */
export function titleLanguage(story: {
  title: string;
  translatedTitles: Record<string, string>;
}): StoryLanguage {
  const found = Object.entries(story.translatedTitles).find(([, title]) => title === story.title);
  return found?.[0] ?? 'english';
}
