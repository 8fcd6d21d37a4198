/**
 * Reader settings checked without zod, for the app (which keeps zod off its critical path)
 * and for reading saved rows back on the server. The same rules as readerPreferencesSchema;
 * preferences.test.ts holds the two together.
 */
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN, TEXT_SIZE_STEP } from './limits';
import {
  DEFAULT_READER_PREFERENCES,
  FONT_FAMILIES,
  PLAYBACK_RATES,
  THEME_MODES,
} from './preferenceChoices';
import type { ReaderPreferences } from './preferences';
import { storyLanguageOf } from './storyLanguages';

const isOneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';

/** What each setting may hold. */
const ALLOWED: { [Key in keyof ReaderPreferences]: (value: unknown) => boolean } = {
  language: (value) => typeof value === 'string' && storyLanguageOf(value) === value,
  themeMode: isOneOf(THEME_MODES),
  textSize: (value) =>
    Number.isInteger(value) &&
    (value as number) >= TEXT_SIZE_MIN &&
    (value as number) <= TEXT_SIZE_MAX &&
    (value as number) % TEXT_SIZE_STEP === 0,
  fontFamily: isOneOf(FONT_FAMILIES),
  musicOn: isBoolean,
  selfReading: isBoolean,
  playbackRate: isOneOf(PLAYBACK_RATES),
};

/** The settings a reader keeps, in the order they are stored and answered. */
export const PREFERENCE_KEYS = Object.keys(ALLOWED) as (keyof ReaderPreferences)[];

export const isAllowedPreference = <Key extends keyof ReaderPreferences>(
  key: Key,
  value: unknown,
): value is ReaderPreferences[Key] => ALLOWED[key](value);

/**
 * Saved settings read back (from the database, or an answer of the API): a field that is
 * missing or no longer offered (a font taken out of the app, say) takes its default, so one
 * stale value never costs the reader the rest.
 */
export function preferencesFrom(saved: unknown): ReaderPreferences {
  const fields = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  const preferences = { ...DEFAULT_READER_PREFERENCES };
  for (const key of PREFERENCE_KEYS) {
    const value = fields[key];
    if (isAllowedPreference(key, value)) Object.assign(preferences, { [key]: value });
  }
  return preferences;
}
