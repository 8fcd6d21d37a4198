import { z } from 'zod';
import { LANGUAGES } from './languageNames';
import { isNamedLanguage, LANGUAGE_TAG_MAX, storyLanguageOf } from './storyLanguages';

export {
  LANGUAGES,
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  TRANSLATION_LANGUAGES,
  type Language,
  type TranslationLanguage,
} from './languageNames';
export * from './storyLanguages';

/** The eight languages by their SPEC.md names: the interface's languages. */
export const languageSchema = z.enum(LANGUAGES);

const notALanguage = (value: string) =>
  `"${value.slice(0, LANGUAGE_TAG_MAX)}" is not a language: give english, hindi, spanish, telgu, tamil, panjabi, gujarati or marathi, or a BCP 47 tag such as bn, ur or zh-Hans.`;

/**
 * A story language as a request names it: one of the eight names or any BCP 47 tag. It comes
 * out as its id ('hi' becomes 'hindi', 'BN' becomes 'bn').
 */
export const storyLanguageSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'language is required.' : 'language must be text.',
  })
  .max(LANGUAGE_TAG_MAX, notALanguage('…'))
  .transform((value, context) => {
    const language = storyLanguageOf(value);
    if (language) return language;
    context.addIssue({ code: 'custom', message: notALanguage(value) });
    return z.NEVER;
  });

/** A story language in an answer. */
export const storyLanguageAnswerSchema = z.string();

/**
 * An object keyed by story language (translated titles, translators, page texts): keys come
 * out as ids. `otherLanguagesOnly` refuses the eight, whose texts have SPEC.md's own fields.
 */
export function languageKeyedSchema<Value extends z.ZodType>(
  value: Value,
  label: string,
  { otherLanguagesOnly = false } = {},
) {
  return z
    .record(z.string().max(LANGUAGE_TAG_MAX, `${label}: a language tag is too long.`), value)
    .transform((record, context) => {
      const byLanguage: Record<string, z.output<Value>> = {};
      for (const [key, entry] of Object.entries(record)) {
        const language = storyLanguageOf(key);
        if (!language) {
          context.addIssue({ code: 'custom', message: `${label}: ${notALanguage(key)}` });
          continue;
        }
        if (otherLanguagesOnly && isNamedLanguage(language)) {
          context.addIssue({
            code: 'custom',
            message: `${label}: text in ${language} goes in the page's ${language === 'english' ? 'parent_narration_text' : language} field.`,
          });
          continue;
        }
        if (language in byLanguage) {
          context.addIssue({
            code: 'custom',
            message: `${label}: "${key}" names a language twice.`,
          });
          continue;
        }
        byLanguage[language] = entry as z.output<Value>;
      }
      return byLanguage;
    });
}

/** Word timing: one entry per character of the narrated text. */
export const alignmentSchema = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});
export type Alignment = z.infer<typeof alignmentSchema>;
