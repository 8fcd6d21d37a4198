import {
  LANGUAGES,
  LANGUAGE_LABELS,
  isNamedLanguage,
  languageTag,
  storyLanguageOf,
  type StoryLanguage,
} from '../../../../contract/languages';
import { refuse } from './text';

/**
 * Books name their language as a BCP 47 tag ("en-US", "pa-Guru", "zh-TW"), an ISO 639-3 or
 * 639-2 code (ReadAlongs: "eng", "hin", "ben") or a name (Global Storybooks: "English",
 * "isiZulu", "Kiswahili", "বাংলা"). Each becomes a story language id: one of the eight
 * names, or a BCP 47 tag of language and script for any other. Only what names no language
 * ("und", private use, "zz", a word that is no language's name) refuses the book.
 */

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const standardEnglishNames = new Intl.DisplayNames(['en'], {
  type: 'language',
  fallback: 'none',
  languageDisplay: 'standard',
});

/**
 * Languages of the open libraries (the African Storybook, StoryWeaver) whose codes the
 * platform's language data has no name for, with their English names, so that their tags
 * and names are read all the same.
 */
const NAMES_OF_UNLISTED: Record<string, string[]> = {
  alz: ['Alur'],
  bfy: ['Bagheli'],
  dag: ['Dagbani'],
  gbm: ['Garhwali'],
  gjn: ['Gonja'],
  grt: ['Garo'],
  hne: ['Chhattisgarhi'],
  kdj: ['Karamojong', 'Ngakarimojong'],
  kqn: ['Kaonde', 'Kikaonde'],
  kus: ['Kusaal'],
  laj: ['Lango', 'Leb Lango'],
  lgg: ['Lugbara'],
  lue: ['Luvale'],
  nyk: ['Nyaneka'],
  sck: ['Sadri'],
  toi: ['Tonga (Zambia)', 'Chitonga'],
  zne: ['Zande', 'Pazande'],
};

/** Names and spellings sources use that are neither the English nor the language's own. */
const OTHER_SPELLINGS: [string, StoryLanguage][] = [
  ['Panjabi', 'panjabi'],
  ['Gurmukhi Punjabi', 'panjabi'],
  ['Castilian', 'spanish'],
  ['हिंदी', 'hindi'],
  ['Bengali', 'bn'],
  ['Oriya', 'or'],
  ['Sinhalese', 'si'],
  ['Farsi', 'fa'],
  ['Dari', 'fa-AF'],
  ['Pushto', 'ps'],
  ['Sorani', 'ckb'],
  ['Kurmanji', 'ku'],
  ['Divehi', 'dv'],
  ['Burmese', 'my'],
  ['Mandarin', 'zh'],
  ['Simplified Chinese', 'zh-Hans'],
  ['Traditional Chinese', 'zh-Hant'],
  ['Tagalog', 'fil'],
  ['Chichewa', 'ny'],
  ['Chinyanja', 'ny'],
  ['Kirundi', 'rn'],
  ['Ganda', 'lg'],
  ['Afaan Oromoo', 'om'],
  ['Fulfulde', 'ff'],
  ['Fula', 'ff'],
  ['Gikuyu', 'ki'],
  ['Luo', 'luo'],
  ['Sepedi', 'nso'],
  ['Sesotho', 'st'],
  ['Southern Sotho', 'st'],
  ['Setswana', 'tn'],
  ['siSwati', 'ss'],
  ['Tshivenda', 've'],
  ['Xitsonga', 'ts'],
  ['isiNdebele', 'nr'],
  ['Twi', 'ak'],
  ['Asante Twi', 'ak'],
];

/** A primary language subtag the platform or this module has a name for. */
function isKnownLanguage(language: string): boolean {
  return language in NAMES_OF_UNLISTED || englishNames.of(language) !== undefined;
}

/**
 * Language and script of a tag, without the region and variants a book's tag may carry
 * ("sw-KE" is "sw", "bn-IN" is "bn"), since readers look for a story by language. A script
 * the tag names is kept, and so is one its region implies ("zh-TW" is "zh-Hant", "pa-PK"
 * is "pa-Arab").
 */
function languageAndScript(locale: Intl.Locale): string {
  const { language } = locale;
  let script = locale.script;
  if (!script && locale.region) {
    const implied = locale.maximize().script;
    if (implied !== new Intl.Locale(language).maximize().script) script = implied;
  }
  return script ? `${language}-${script}` : language;
}

/** A story language id as a story language of language and script (see languageAndScript). */
function withoutRegion(id: StoryLanguage): StoryLanguage {
  if (isNamedLanguage(id)) return id;
  return storyLanguageOf(languageAndScript(new Intl.Locale(id))) ?? id;
}

/**
 * The story language a tag or code names ("hi-IN" is hindi, "ben" is bn, "zh-TW" is
 * zh-Hant), or null for what is not a language ("und", "qqa", "zz", "Swahili").
 */
export function languageFromTag(tag: string): StoryLanguage | null {
  const id = storyLanguageOf(tag);
  if (!id) return null;
  if (isNamedLanguage(id) && isNamedLanguage(tag.trim())) return id;
  // Intl reads ISO 639-3 and 639-2 codes as their two-letter tags ("hin" is "hi").
  const [canonical] = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'));
  const locale = new Intl.Locale(canonical!);
  if (!isNamedLanguage(id) && !isKnownLanguage(locale.language)) return null;
  return storyLanguageOf(languageAndScript(locale)) ?? id;
}

const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}]+/gu, '');

/** Every spelling of every language's name this module reads, simplified, to its id. */
type NameIndex = Map<string, StoryLanguage>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letterRuns = (length: number): string[] =>
  length === 0 ? [''] : letterRuns(length - 1).flatMap((run) => [...LETTERS].map((l) => run + l));

function ownNameOf(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** Adds a language's English names and its own name; the first id given a name keeps it. */
function addNames(index: NameIndex, code: string, extraNames: readonly string[] = []): void {
  const id = storyLanguageOf(code);
  if (!id) return;
  const names = [
    englishNames.of(code),
    standardEnglishNames.of(code),
    ownNameOf(code),
    ...extraNames,
    isNamedLanguage(id) ? LANGUAGE_LABELS[id] : undefined,
    isNamedLanguage(id) ? id : undefined,
  ];
  for (const name of names) {
    const key = name && simplify(name);
    if (key && !index.has(key)) index.set(key, id);
  }
}

let commonNames: NameIndex | null = null;

/**
 * Names of the eight, of every language with a two-letter code, of the script forms books
 * use most, and of the languages listed above. Built on first use (a few milliseconds).
 */
function commonNameIndex(): NameIndex {
  if (commonNames) return commonNames;
  const index: NameIndex = new Map();
  for (const [name, id] of OTHER_SPELLINGS) index.set(simplify(name), id);
  for (const language of LANGUAGES) addNames(index, languageTag(language));
  for (const code of letterRuns(2)) if (englishNames.of(code)) addNames(index, code);
  for (const code of ['zh-Hans', 'zh-Hant', 'pa-Arab', 'sr-Latn', 'uz-Arab', 'ms-Arab']) {
    addNames(index, code);
  }
  for (const [code, names] of Object.entries(NAMES_OF_UNLISTED)) addNames(index, code, names);
  commonNames = index;
  return index;
}

let threeLetterNames: NameIndex | null = null;

/**
 * Names of every language with only a three-letter code that the platform names ("Dholuo",
 * "Kikamba", "Sesotho sa Leboa"): looked up only when a name is not among the common ones,
 * since going through every code takes a few hundred milliseconds.
 */
function threeLetterNameIndex(): NameIndex {
  if (threeLetterNames) return threeLetterNames;
  const index: NameIndex = new Map();
  for (const code of letterRuns(3)) if (englishNames.of(code)) addNames(index, code);
  threeLetterNames = index;
  return index;
}

/** The story language a name names ("Hindi", "isiZulu", "বাংলা", "Dholuo"), or null. */
export function languageFromName(value: string): StoryLanguage | null {
  const key = simplify(value);
  if (!key) return null;
  const id = commonNameIndex().get(key) ?? threeLetterNameIndex().get(key);
  return id ? withoutRegion(id) : null;
}

/** The story language a name or a tag names ("Hindi", "हिन्दी", "hi", "tam", "sw"), or null. */
export function languageFromNameOrTag(value: string): StoryLanguage | null {
  return languageFromTag(value) ?? languageFromName(value);
}

/**
 * The book language a text's `lang` names: that language when the book has it, else the
 * book's language of the same primary language ("zh-CN" text in a "zh" book); null when
 * the book does not have it.
 */
export function bookLanguageOf(
  tag: string,
  languages: readonly StoryLanguage[],
): StoryLanguage | null {
  const language = languageFromTag(tag);
  if (!language) return null;
  if (languages.includes(language)) return language;
  const primary = primaryOf(language);
  return languages.find((candidate) => primaryOf(candidate) === primary) ?? null;
}

const primaryOf = (language: StoryLanguage) => new Intl.Locale(languageTag(language)).language;

const TAG_LIKE = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * Why a book's language cannot be read: 'is in a language tagged "qqa", which names no
 * language a story can be in'. Every tag or name of a language is read, so only what
 * names none comes here.
 */
export function unknownLanguage(subject: string, tagOrName: string) {
  const value = tagOrName.trim();
  if (TAG_LIKE.test(value)) {
    return refuse(
      subject,
      `is in a language tagged "${value}", which names no language a story can be in`,
    );
  }
  return refuse(subject, `is in "${value}", which is not the name or tag of a language`);
}

/** The languages a book names, each mapped, in order and once each; one unknown refuses it. */
export function bookLanguages(subject: string, values: readonly string[]): StoryLanguage[] {
  const languages: StoryLanguage[] = [];
  for (const value of values) {
    const language = languageFromNameOrTag(value);
    if (!language) throw unknownLanguage(subject, value);
    if (!languages.includes(language)) languages.push(language);
  }
  if (languages.length === 0) throw refuse(subject, 'does not say which language it is in');
  return languages;
}
