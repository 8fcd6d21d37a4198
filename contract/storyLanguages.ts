import { LANGUAGES, LANGUAGE_LABELS, LANGUAGE_TAGS, type Language } from './languageNames';

/*
 * A story may be told in any language. The eight of the product's first release keep the
 * names SPEC.md gives them ('hindi', 'telgu', …) as their ids, in stored pages and in every
 * answer; every other language is its canonical BCP 47 tag ('bn', 'ur', 'zh-Hans', 'pa-Arab').
 * Free of zod: the first screen names languages on its cards and filters.
 */

/** A story language id: one of the eight names, or a canonical BCP 47 tag for any other. */
export type StoryLanguage = string;

/** The longest tag accepted: language, script, region and two variants. */
export const LANGUAGE_TAG_MAX = 35;

/** The script each of the eight is written in, so that 'pa-Arab' (Shahmukhi) stays its own. */
const SCRIPT_OF_NAMED: Record<Language, string> = {
  english: 'Latn',
  hindi: 'Deva',
  spanish: 'Latn',
  telgu: 'Telu',
  tamil: 'Taml',
  panjabi: 'Guru',
  gujarati: 'Gujr',
  marathi: 'Deva',
};

const NAMED_BY_TAG = new Map<string, Language>(
  LANGUAGES.map((language) => [LANGUAGE_TAGS[language], language]),
);

export const isNamedLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** language[-Script][-REGION][-variant…]: the tags books and browsers use, no extensions. */
const TAG_SHAPE =
  /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?(?:-(?:[a-z0-9]{5,8}|\d[a-z0-9]{3}))*$/;

/** Undetermined, no linguistic content, multiple, uncoded, and the private-use range. */
const NOT_A_LANGUAGE = /^(?:und|zxx|mul|mis|q[a-t][a-z])$/;

/**
 * The id of the language a name or tag stands for: 'hindi', 'hi' and 'hi-IN' give 'hindi';
 * 'BN' gives 'bn'; 'zh_hans' gives 'zh-Hans'. Null for anything that is not a language
 * ('und', private use, extensions, malformed text).
 */
export function storyLanguageOf(value: string): StoryLanguage | null {
  const trimmed = value.trim();
  if (isNamedLanguage(trimmed)) return trimmed;
  if (trimmed.length === 0 || trimmed.length > LANGUAGE_TAG_MAX) return null;
  let tag: string | undefined;
  try {
    [tag] = Intl.getCanonicalLocales(trimmed.replace(/_/g, '-'));
  } catch {
    return null;
  }
  if (!tag || !TAG_SHAPE.test(tag)) return null;
  const locale = new Intl.Locale(tag);
  if (!locale.language || NOT_A_LANGUAGE.test(locale.language)) return null;
  const named = NAMED_BY_TAG.get(locale.language);
  if (named && (!locale.script || locale.script === SCRIPT_OF_NAMED[named])) return named;
  return tag;
}

/** The BCP 47 tag of a story language, for `lang` attributes, voices and Intl. */
export function languageTag(language: StoryLanguage): string {
  return isNamedLanguage(language) ? LANGUAGE_TAGS[language] : language;
}

/** The script a language is most likely written in (ISO 15924: 'Beng', 'Arab', 'Hans'). */
export function scriptOf(language: StoryLanguage): string {
  if (isNamedLanguage(language)) return SCRIPT_OF_NAMED[language];
  try {
    return new Intl.Locale(language).maximize().script ?? 'Latn';
  } catch {
    return 'Latn';
  }
}

/** Scripts written right to left. */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
]);

export type TextDirection = 'ltr' | 'rtl';

/** The direction a language's text runs: Arabic, Urdu, Persian, Sorani, Pashto, Hebrew… 'rtl'. */
export function textDirection(language: StoryLanguage): TextDirection {
  return RIGHT_TO_LEFT_SCRIPTS.has(scriptOf(language)) ? 'rtl' : 'ltr';
}

/**
 * Own names the browsers' trimmed locale data lacks, added off the first screen
 * (`addOwnLanguageNames` with the table of contract/ownLanguageNames.ts): it is about 1 KB
 * compressed, as the names are in many scripts.
 */
const ownNamesTable = new Map<string, string>();

export function addOwnLanguageNames(names: Readonly<Record<string, string>>): void {
  for (const [language, name] of Object.entries(names)) ownNamesTable.set(language, name);
  ownNames.clear();
}

/** Scripts whose names start with a capital in a menu (Kiswahili, Français, Русский). */
const CAPITALISED_SCRIPTS = new Set(['Latn', 'Cyrl', 'Grek', 'Armn']);

const ownNames = new Map<string, string>();

/**
 * A language's name in its own language ('বাংলা', 'اردو', '中文'), as a reader looks for it:
 * the product's own names for the eight, then the added table, then the browser's names; the
 * tag itself when nothing knows a name.
 */
export function languageName(language: StoryLanguage): string {
  if (isNamedLanguage(language)) return LANGUAGE_LABELS[language];
  const known = ownNames.get(language);
  if (known !== undefined) return known;
  let name = ownNamesTable.get(language);
  if (name === undefined) {
    try {
      const own = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
      name = own.of(language) ?? language;
    } catch {
      name = language;
    }
  }
  if (CAPITALISED_SCRIPTS.has(scriptOf(language))) {
    name = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  }
  ownNames.set(language, name);
  return name;
}

/** A language's name in English, for search and for administrators' lists. */
export function englishLanguageName(language: StoryLanguage): string {
  try {
    return (
      new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(
        languageTag(language),
      ) ?? language
    );
  } catch {
    return language;
  }
}

/** Sorts language ids as a menu shows them: the eight first in their order, the rest by tag. */
export function sortLanguages(languages: Iterable<StoryLanguage>): StoryLanguage[] {
  const rank = (language: StoryLanguage) => {
    const index = (LANGUAGES as readonly string[]).indexOf(language);
    return index === -1 ? LANGUAGES.length : index;
  };
  return [...new Set(languages)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
