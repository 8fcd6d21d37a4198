// Which listed voice reads a story language: the server's voices and the reader's notice that
// a language is shown as text only decide alike. Free of zod, for the reader's first screen.

import { isNamedLanguage, scriptOf, storyLanguageOf, type StoryLanguage } from './storyLanguages';

/** How /fetchAudioAndAlignment's refusal (400) for a language no voice speaks begins. */
export const NARRATION_UNAVAILABLE = 'Narration is not available';

/** The sentence /fetchAudioAndAlignment answers (400) for a language no voice speaks. */
export const narrationUnavailableMessage = (englishName: string, tag: string) =>
  `${NARRATION_UNAVAILABLE} in ${englishName} (${tag}).`;

/** The tag with its last subtag dropped: 'zh-Hant-TW' → 'zh-Hant', 'zh' → null. */
const broader = (tag: string) => (tag.includes('-') ? tag.slice(0, tag.lastIndexOf('-')) : null);

/**
 * The listed language whose voice reads `language`: itself, or else the nearest broader tag
 * listed, the region also tried without the script ('bn-IN' → 'bn', 'pt-AO' → 'pt',
 * 'zh-Hant-TW' → 'zh-Hant', 'zh-Hant-HK' → 'zh-HK', 'pa' → 'panjabi'). A language written in
 * another script than the one its nearest listed tag is written in has none ('pa-Arab' is not
 * read by the Gurmukhi voice, nor 'hi-Latn' by the Hindi one). Undefined when none is listed:
 * the language is shown as text only. Server and reader decide alike with the server's list.
 */
export function narratingLanguage(
  languages: Iterable<StoryLanguage>,
  language: StoryLanguage,
): StoryLanguage | undefined {
  const listed = languages instanceof Set ? (languages as Set<StoryLanguage>) : new Set(languages);
  if (listed.has(language)) return language;
  if (isNamedLanguage(language)) return undefined;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(language);
  } catch {
    return undefined;
  }
  const candidates: string[] = [];
  for (let tag = broader(language); tag; tag = broader(tag)) candidates.push(tag);
  if (locale.script && locale.region) candidates.unshift(`${locale.language}-${locale.region}`);
  for (const candidate of candidates) {
    const id = storyLanguageOf(candidate);
    if (!id || !listed.has(id)) continue;
    return !locale.script || scriptOf(id) === locale.script ? id : undefined;
  }
  return undefined;
}
