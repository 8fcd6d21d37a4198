import { LANGUAGES } from '../../../contract/languageNames';
import {
  englishLanguageName,
  isNamedLanguage,
  languageName,
  storyLanguageOf,
  type StoryLanguage,
} from '../../../contract/storyLanguages';

/** A language an administrator may add to a story, with the names it is looked for by. */
export interface LanguageChoice {
  language: StoryLanguage;
  /** Its name in its own language: 'বাংলা'. */
  own: string;
  /** Its name in English: 'Bangla'. */
  english: string;
}

/**
 * Languages with only a three-letter code that open picture books are often in, and script
 * forms books use: the list offers them with the two-letter ones. Any other language is
 * added by typing its tag.
 */
const MORE_LANGUAGES = [
  'zh-Hans',
  'zh-Hant',
  'pa-Arab',
  'sr-Latn',
  'ckb',
  'fil',
  'ceb',
  'yue',
  'mai',
  'bho',
  'sat',
  'mni',
  'kok',
  'doi',
  'brx',
  'awa',
  'mag',
  'raj',
  'tcy',
  'nso',
  'luo',
  'kam',
  'guz',
  'luy',
  'mer',
  'teo',
  'nyn',
  'cgg',
  'xog',
  'ach',
  'gaa',
  'tiv',
  'efi',
  'ibb',
  'kri',
  'pcm',
  'mos',
  'bem',
  'loz',
  'lun',
  'tum',
  'kab',
  'haw',
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

let choices: LanguageChoice[] | null = null;

/**
 * Every language the browser has a name for, beyond the eight (whose texts have fields of
 * their own), by English name. Made once, when the list is first opened.
 */
export function languageChoices(): LanguageChoice[] {
  if (choices) return choices;
  const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const twoLetter = [...LETTERS].flatMap((first) =>
    [...LETTERS].map((second) => `${first}${second}`),
  );
  const ids = new Set<StoryLanguage>();
  for (const code of [...twoLetter.filter((code) => english.of(code)), ...MORE_LANGUAGES]) {
    const language = storyLanguageOf(code);
    if (language && !isNamedLanguage(language)) ids.add(language);
  }
  choices = [...ids]
    .map((language) => ({
      language,
      own: languageName(language),
      english: englishLanguageName(language),
    }))
    .sort((a, b) => a.english.localeCompare(b.english, 'en'));
  return choices;
}

/** Text as compared when searching: no case, no accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/** The choices whose own name, English name or tag has the typed text in it. */
export function matchingChoices(all: readonly LanguageChoice[], typed: string): LanguageChoice[] {
  const wanted = folded(typed.trim());
  if (!wanted) return [...all];
  return all.filter((choice) =>
    [choice.own, choice.english, choice.language].some((name) => folded(name).includes(wanted)),
  );
}

/** What typing something into "Add a language" comes to. */
export type TypedLanguage =
  | { kind: 'language'; language: StoryLanguage }
  | { kind: 'named'; language: StoryLanguage }
  | { kind: 'unknown' };

/**
 * The language typed text names: a name from the list (own or English) or a BCP 47 tag.
 * One of the eight is 'named': its text has a field of its own on every page.
 */
export function typedLanguage(all: readonly LanguageChoice[], typed: string): TypedLanguage {
  const text = typed.trim();
  const wanted = folded(text);
  const named = LANGUAGES.find((language) =>
    [language, languageName(language), englishLanguageName(language)].some(
      (name) => folded(name) === wanted,
    ),
  );
  const byName = all.find(
    (choice) => folded(choice.own) === wanted || folded(choice.english) === wanted,
  );
  const language = named ?? byName?.language ?? storyLanguageOf(text);
  if (!language) return { kind: 'unknown' };
  return isNamedLanguage(language) ? { kind: 'named', language } : { kind: 'language', language };
}
