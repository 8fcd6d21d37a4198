/**
 * The values a reader's settings may take, free of zod: the app's settings slice is on the
 * first screen, and the schema library belongs off its critical path. The schema that checks
 * them is in preferences.ts.
 */
import type { Language } from './languageNames';
import { TEXT_SIZE_DEFAULT } from './limits';
import type { ReaderPreferences } from './preferences';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * Reading fonts: Arial, Baloo 2 (rounded) and Atkinson Hyperlegible (easier for dyslexic
 * readers). The values are CSS font stacks, stored as they are.
 */
export const FONT_FAMILIES = [
  'Arial, sans-serif',
  '"Baloo 2", sans-serif',
  '"Atkinson Hyperlegible", sans-serif',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const DEFAULT_FONT_FAMILY: FontFamily = 'Arial, sans-serif';

/** Narration speeds the reader offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** The offered speed nearest to any rate (0.1 becomes 0.5, 5 becomes 2). */
export function nearestPlaybackRate(rate: number): PlaybackRate {
  if (!Number.isFinite(rate)) return DEFAULT_PLAYBACK_RATE;
  return PLAYBACK_RATES.reduce((best, candidate) =>
    Math.abs(candidate - rate) < Math.abs(best - rate) ? candidate : best,
  );
}

const DEFAULT_LANGUAGE: Language = 'english';

/** Music on, light theme, self-reading off, English, text size 100, Arial, speed 1. */
export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  language: DEFAULT_LANGUAGE,
  themeMode: 'light',
  textSize: TEXT_SIZE_DEFAULT,
  fontFamily: DEFAULT_FONT_FAMILY,
  musicOn: true,
  selfReading: false,
  playbackRate: DEFAULT_PLAYBACK_RATE,
};
