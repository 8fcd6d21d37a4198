/**
 * The story languages and their names, free of zod: the first screen needs the names, and
 * the schema library belongs off its critical path.
 */

/** Narration and reading languages, spelled as the product's page fields spell them. */
export const LANGUAGES = [
  'english',
  'hindi',
  'spanish',
  'telgu',
  'tamil',
  'panjabi',
  'gujarati',
  'marathi',
] as const;

export type Language = (typeof LANGUAGES)[number];

/** The seven page fields that hold translations of parent_narration_text. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'english'> => language !== 'english',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Names a reader sees, in the language's own script. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  english: 'English',
  hindi: 'हिन्दी',
  spanish: 'Español',
  telgu: 'తెలుగు',
  tamil: 'தமிழ்',
  panjabi: 'ਪੰਜਾਬੀ',
  gujarati: 'ગુજરાતી',
  marathi: 'मराठी',
};

/** BCP 47 tags for the HTML lang attribute, so browsers and screen readers pick the script. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  english: 'en',
  hindi: 'hi',
  spanish: 'es',
  telgu: 'te',
  tamil: 'ta',
  panjabi: 'pa',
  gujarati: 'gu',
  marathi: 'mr',
};
