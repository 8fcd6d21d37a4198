import { languageTag, type StoryLanguage } from '../../../contract/storyLanguages';

interface Titled {
  title: string;
  translated_titles: Partial<Record<StoryLanguage, string>>;
}

/**
 * A story's title as a reader of `language` sees it: its translation when the story has one,
 * else the title it was written with (which is English). `lang` names a translated title's
 * language, so screen readers and fonts pick its script.
 */
export function titleIn(story: Titled, language: StoryLanguage): { text: string; lang?: string } {
  return titleWithTag(story, language, languageTag(language));
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
