import { z } from 'zod';
import { LANGUAGES } from './languageNames';

export {
  LANGUAGES,
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  TRANSLATION_LANGUAGES,
  type Language,
  type TranslationLanguage,
} from './languageNames';

export const languageSchema = z.enum(LANGUAGES);

/** Word timing: one entry per character of the narrated text. */
export const alignmentSchema = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});
export type Alignment = z.infer<typeof alignmentSchema>;
