import {
  languageTag,
  textDirection,
  type StoryLanguage,
  type TextDirection,
} from '../../../contract/storyLanguages';

interface Titled {
  title: string;
  translated_titles: Partial<Record<StoryLanguage, string>>;
}

/** A title as shown: its text, the language of a translated one, and its direction. */
export interface ShownTitle {
  text: string;
  lang?: string;
  /** A translation runs as its language does; the original title as its first letter says. */
  dir: TextDirection | 'auto';
}

/**
 * A story's title as a reader of `language` sees it: its translation when the story has one,
 * else the title it was written with (English, or a book's own language). `lang` names a
 * translated title's language, so screen readers and fonts pick its script; `dir` keeps a
 * right-to-left title (and the numbers and names in it) in order.
 */
export function titleIn(story: Titled, language: StoryLanguage): ShownTitle {
  const title = titleWithTag(story, language, languageTag(language));
  return { ...title, dir: title.lang ? textDirection(language) : 'auto' };
}

/**
 * titleIn with the language's tag given: self-contained (no imports, no closures), so
 * index.html's early script carries it as text and titles a reader page as the app will.
 */
export function titleWithTag(
  story: { title: string; translated_titles?: Partial<Record<string, string>> },
  language: string,
  tag: string,
): { text: string; lang?: string } {
  const translated = language === 'english' ? '' : story.translated_titles?.[language]?.trim();
  return translated ? { text: translated, lang: tag } : { text: story.title };
}
