import {
  languageName,
  languageTag,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';

/**
 * A language's own name inside interface text ("not translated into اردو yet"): isolated, in its
 * own direction and language, so it neither reorders the sentence around it nor takes its font.
 */
export function LanguageName({ language }: { language: StoryLanguage }) {
  return (
    <bdi lang={languageTag(language)} dir={textDirection(language)}>
      {languageName(language)}
    </bdi>
  );
}
