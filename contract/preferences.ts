import { z } from 'zod';
import { storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN, TEXT_SIZE_STEP } from './limits';
import { FONT_FAMILIES, PLAYBACK_RATES, THEME_MODES } from './preferenceChoices';
import { childIdSchema } from './readers';

const oneOf = (label: string, values: readonly (string | number)[]) =>
  `${label} must be one of: ${values.join(', ')}.`;
const trueOrFalse = (label: string) => ({ error: `${label} must be true or false.` });
const textSizeRule = `Text size must be a whole number from ${TEXT_SIZE_MIN} to ${TEXT_SIZE_MAX} in steps of ${TEXT_SIZE_STEP}.`;

/**
 * A signed-in reader's settings, kept on the server so they follow the reader to any device.
 * Every field is required: a save sends the whole set, and the last save wins.
 */
export const readerPreferencesSchema = z.object({
  /** The story language: one of the eight or any BCP 47 tag. */
  language: storyLanguageSchema,
  themeMode: z.enum(THEME_MODES, { error: oneOf('Theme', THEME_MODES) }),
  textSize: z
    .number({ error: textSizeRule })
    .int(textSizeRule)
    .min(TEXT_SIZE_MIN, textSizeRule)
    .max(TEXT_SIZE_MAX, textSizeRule)
    .multipleOf(TEXT_SIZE_STEP, textSizeRule),
  fontFamily: z.enum(FONT_FAMILIES, { error: oneOf('Font', FONT_FAMILIES) }),
  musicOn: z.boolean(trueOrFalse('Background music')),
  selfReading: z.boolean(trueOrFalse('Self-reading')),
  playbackRate: z.literal(PLAYBACK_RATES, { error: oneOf('Speed', PLAYBACK_RATES) }),
});
export type ReaderPreferences = z.infer<typeof readerPreferencesSchema>;

/**
 * PUT /preferences: the whole set, for the account or for one of its children (`childId`).
 * A child's story language and text size are those of the child's profile: saving them here
 * changes the profile too.
 */
export const readerPreferencesBodySchema = readerPreferencesSchema.extend({
  childId: childIdSchema.optional(),
});
export type ReaderPreferencesBody = z.input<typeof readerPreferencesBodySchema>;

/** GET and PUT /preferences: the saved settings, or null when the reader has saved none. */
export const preferencesAnswerSchema = z.object({
  preferences: readerPreferencesSchema.extend({ language: storyLanguageAnswerSchema }).nullable(),
});
export type PreferencesAnswer = z.infer<typeof preferencesAnswerSchema>;
