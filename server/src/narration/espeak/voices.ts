// Which eSpeak NG voice reads which story language.
//
// The list is eSpeak NG's own (`espeak-ng --voices` of the `espeak-ng` package; a test holds
// it to the package), with each voice under the story language id of the language it speaks.
// Left out, and so shown as text only:
//  - regional and private-use variants of a language that already has a voice (en-gb,
//    en-029, es-419, vi-vn-x-south, ...): a story is in English or Spanish, not in a region's;
//  - ja: the voice reads kana only and spells every kanji out in English ("Chinese letter"),
//    and almost every Japanese text has kanji;
//  - chr (Cherokee), cmn-latn-pinyin and yue's Jyutping voice: they read romanizations, not
//    the Cherokee syllabary or Chinese characters;
//  - ru-cl ("classic" Russian, whose name reads as Russian in Chile) and the constructed
//    languages with private or unassigned codes (py, qdb, qya, piqd).

import { narratingLanguage } from '../../../../contract/narratingLanguage';
import type { StoryLanguage } from '../../../../contract/storyLanguages';
import type { Language } from '../../../../contract/languageNames';

/** eSpeak NG voice of each of the eight named languages (their audio must not change). */
export const ESPEAK_VOICES: Readonly<Record<Language, string>> = {
  english: 'en-us',
  hindi: 'hi',
  spanish: 'es',
  telgu: 'te',
  tamil: 'ta',
  panjabi: 'pa',
  gujarati: 'gu',
  marathi: 'mr',
};

/**
 * Every other language an eSpeak NG voice reads: story language id → voice. The id is the
 * voice's language as `storyLanguageOf` names it ('cmn' is 'zh', 'pt-br' is 'pt-BR'); a tag
 * with a region or script not listed finds the nearest listed one (`narratingLanguage`). Listed
 * besides: the other script a voice reads (Chinese in traditional characters, Cantonese in
 * simplified ones, Serbian in Latin letters), Norwegian read by Bokmål, as eSpeak NG lists it,
 * and Chinese as Hong Kong and Macao write it, which children there read in Cantonese.
 */
const OTHER_VOICES: Readonly<Record<string, string>> = {
  af: 'af',
  am: 'am',
  an: 'an',
  ar: 'ar',
  as: 'as',
  az: 'az',
  ba: 'ba',
  be: 'be',
  bg: 'bg',
  bn: 'bn',
  bpy: 'bpy',
  bs: 'bs',
  ca: 'ca',
  cs: 'cs',
  cv: 'cv',
  cy: 'cy',
  da: 'da',
  de: 'de',
  el: 'el',
  eo: 'eo',
  et: 'et',
  eu: 'eu',
  fa: 'fa',
  'fa-Latn': 'fa-latn',
  fi: 'fi',
  fr: 'fr-fr',
  'fr-BE': 'fr-be',
  'fr-CH': 'fr-ch',
  ga: 'ga',
  gd: 'gd',
  gn: 'gn',
  grc: 'grc',
  hak: 'hak',
  haw: 'haw',
  he: 'he',
  hr: 'hr',
  ht: 'ht',
  hu: 'hu',
  hy: 'hy',
  hyw: 'hyw',
  ia: 'ia',
  id: 'id',
  io: 'io',
  is: 'is',
  it: 'it',
  jbo: 'jbo',
  ka: 'ka',
  kk: 'kk',
  kl: 'kl',
  kn: 'kn',
  ko: 'ko',
  kok: 'kok',
  ku: 'ku',
  ky: 'ky',
  la: 'la',
  lb: 'lb',
  lfn: 'lfn',
  lt: 'lt',
  ltg: 'ltg',
  lv: 'lv',
  mi: 'mi',
  mk: 'mk',
  ml: 'ml',
  ms: 'ms',
  mt: 'mt',
  mto: 'mto',
  my: 'my',
  nb: 'nb',
  no: 'nb',
  nci: 'nci',
  ne: 'ne',
  nl: 'nl',
  nog: 'nog',
  om: 'om',
  or: 'or',
  pap: 'pap',
  pl: 'pl',
  pt: 'pt',
  'pt-BR': 'pt-br',
  qu: 'qu',
  quc: 'quc',
  ro: 'ro',
  ru: 'ru',
  'ru-LV': 'ru-lv',
  sd: 'sd',
  shn: 'shn',
  si: 'si',
  sjn: 'sjn',
  sk: 'sk',
  sl: 'sl',
  smj: 'smj',
  sq: 'sq',
  sr: 'sr',
  'sr-Latn': 'sr',
  sv: 'sv',
  sw: 'sw',
  th: 'th',
  tk: 'tk',
  tn: 'tn',
  tr: 'tr',
  tt: 'tt',
  ug: 'ug',
  uk: 'uk',
  ur: 'ur',
  uz: 'uz',
  vi: 'vi',
  yue: 'yue',
  'yue-Hans': 'yue',
  zh: 'cmn',
  'zh-HK': 'yue',
  'zh-Hant': 'cmn',
  'zh-MO': 'yue',
};

/** Every story language an eSpeak NG voice reads, the eight first. */
export const ESPEAK_LANGUAGES: readonly StoryLanguage[] = [
  ...Object.keys(ESPEAK_VOICES),
  ...Object.keys(OTHER_VOICES).sort(),
];
const LISTED = new Set(ESPEAK_LANGUAGES);
const VOICES: Readonly<Record<string, string>> = { ...ESPEAK_VOICES, ...OTHER_VOICES };

/** Every eSpeak NG voice the narration uses. */
export const ESPEAK_VOICE_NAMES: readonly string[] = [...new Set(Object.values(VOICES))];

/** The eSpeak NG voice that reads a story language, or undefined when none does. */
export function espeakVoiceFor(language: Language): string;
export function espeakVoiceFor(language: StoryLanguage): string | undefined;
export function espeakVoiceFor(language: StoryLanguage): string | undefined {
  const listed = narratingLanguage(LISTED, language);
  return listed === undefined ? undefined : VOICES[listed];
}
