import {
  LANGUAGES,
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  type Language,
} from '../../../../contract/languages';
import { refuse } from './text';

/**
 * Books name their language as a BCP 47 tag ("en-US", "pa-Guru", "es-419"), an ISO 639-3
 * code (ReadAlongs: "eng", "hin") or a name (Global Storybooks: "English", "isiZulu").
 * Each maps to one of the story languages, or the book is refused.
 */

/** ISO 639-3 (and 639-2) codes of the story languages. */
const THREE_LETTER: Record<string, Language> = {
  eng: 'english',
  hin: 'hindi',
  spa: 'spanish',
  tel: 'telgu',
  tam: 'tamil',
  pan: 'panjabi',
  guj: 'gujarati',
  mar: 'marathi',
};

const TWO_LETTER = Object.fromEntries(
  LANGUAGES.map((language) => [LANGUAGE_TAGS[language], language]),
) as Record<string, Language>;

const TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The story language a tag names, or null ("sw", "und", "zz-top" and non-tags). */
export function languageFromTag(tag: string): Language | null {
  const trimmed = tag.trim();
  if (!TAG.test(trimmed)) return null;
  const primary = trimmed.split(/[-_]/)[0]!.toLowerCase();
  return TWO_LETTER[primary] ?? THREE_LETTER[primary] ?? null;
}

const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '');

/** Names a source may write for each language: English names, own names, older spellings. */
const NAMES = new Map<string, Language>();
for (const language of LANGUAGES) {
  const spellings = [
    englishNames.of(LANGUAGE_TAGS[language]) ?? '',
    LANGUAGE_LABELS[language],
    language,
  ];
  for (const name of spellings) NAMES.set(simplify(name), language);
}
for (const [name, language] of [
  ['Panjabi', 'panjabi'],
  ['Castilian', 'spanish'],
  ['हिंदी', 'hindi'],
  ['Gurmukhi Punjabi', 'panjabi'],
] as const) {
  NAMES.set(simplify(name), language);
}

/** The story language a name or a tag names ("Hindi", "हिन्दी", "hi", "tam"), or null. */
export function languageFromNameOrTag(value: string): Language | null {
  return languageFromTag(value) ?? NAMES.get(simplify(value)) ?? null;
}

/** The language's name in English, for messages: "Swahili (sw)"; null when unknown. */
function describeTag(tag: string): string | null {
  if (!TAG.test(tag)) return null;
  try {
    const name = englishNames.of(tag.replace(/_/g, '-'));
    return name && name.toLowerCase() !== tag.toLowerCase() ? `${name} (${tag})` : null;
  } catch {
    return null;
  }
}

/** "kite.epub is in Swahili (sw), a language Kahani does not read yet." */
export function unknownLanguage(subject: string, tagOrName: string) {
  const value = tagOrName.trim();
  const described = describeTag(value);
  if (described) return refuse(subject, `is in ${described}, a language Kahani does not read yet`);
  if (TAG.test(value)) {
    return refuse(subject, `is in a language tagged "${value}", which Kahani does not read yet`);
  }
  return refuse(subject, `is in ${value}, a language Kahani does not read yet`);
}

/** The languages a book names, each mapped, in order and once each; an unknown one refuses it. */
export function bookLanguages(subject: string, values: readonly string[]): Language[] {
  const languages: Language[] = [];
  for (const value of values) {
    const language = languageFromNameOrTag(value);
    if (!language) throw unknownLanguage(subject, value);
    if (!languages.includes(language)) languages.push(language);
  }
  if (languages.length === 0) throw refuse(subject, 'does not say which language it is in');
  return languages;
}

/** The language's English name: "Hindi". */
export const languageName = (language: Language) =>
  englishNames.of(LANGUAGE_TAGS[language]) ?? language;
