import { LANGUAGE_TAGS, type Language } from '../../../contract/languageNames';

interface Titled {
  title: string;
  translated_titles: Partial<Record<Language, string>>;
}

/**
 * A story's title as a reader of `language` sees it: its translation when the story has one,
 * else the title it was written with (which is English). `lang` names a translated title's
 * language, so screen readers and fonts pick its script.
 */
export function titleIn(story: Titled, language: Language): { text: string; lang?: string } {
  const translated = language === 'english' ? '' : story.translated_titles[language]?.trim();
  return translated ? { text: translated, lang: LANGUAGE_TAGS[language] } : { text: story.title };
}
