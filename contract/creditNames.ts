import { sortLanguages } from './storyLanguages';

/**
 * How a story's makers are named, without a schema library: the credits page at the end of a
 * book names them in the reader's language, exports in English (credits.ts re-exports these).
 */

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[], and = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** The people to name as authors: the credits' list, or the story's author line. */
export function authorsOf(story: { author: string; credits: { authors: string[] } }): string[] {
  if (story.credits.authors.length > 0) return story.credits.authors;
  return story.author.trim() ? [story.author.trim()] : [];
}

/** Every translator named in the credits, once each, in language order. */
export function translatorsOf(credits: {
  translators: Partial<Record<string, string[]>>;
}): string[] {
  const languages = sortLanguages(Object.keys(credits.translators));
  const names = languages.flatMap((language) => credits.translators[language] ?? []);
  return [...new Set(names)];
}
