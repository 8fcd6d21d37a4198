import { z } from 'zod';
import { storyLanguageAnswerSchema } from './languages';

export { narratingLanguage } from './narratingLanguage';

/**
 * GET /narration/languages: the story languages the server can narrate (every voice its
 * speech engine has), so the reader can say up front that a language is shown as text only.
 * A story language not listed may still be read by a listed one's voice: ask
 * `narratingLanguage(languages, id)`, as the server does.
 */
export const narrationLanguagesSchema = z.object({
  languages: z.array(storyLanguageAnswerSchema),
});
export type NarrationLanguages = z.infer<typeof narrationLanguagesSchema>;

export { NARRATION_UNAVAILABLE, narrationUnavailableMessage } from './narratingLanguage';
