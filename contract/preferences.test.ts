import { describe, expect, it } from 'vitest';
import { PREFERENCE_KEYS, isAllowedPreference, preferencesFrom } from './preferenceChecks';
import { DEFAULT_READER_PREFERENCES, nearestPlaybackRate } from './preferenceChoices';
import { readerPreferencesSchema } from './preferences';

/** Values of every kind, good and bad, for every setting. */
const CANDIDATES: unknown[] = [
  ...['english', 'hindi', 'telgu', 'marathi', 'french', 'Hindi', ''],
  ...['light', 'dark', 'sepia', 'Dark'],
  ...[50, 100, 130, 150, 40, 160, 125, 99.5, 0, -10, NaN, Infinity, '130'],
  ...['Arial, sans-serif', '"Baloo 2", sans-serif', '"Atkinson Hyperlegible", sans-serif'],
  ...['Comic Sans MS', 'Arial'],
  ...[true, false, 'true', 1, null, undefined, {}, []],
  ...[0.5, 0.75, 1, 1.25, 1.5, 2, 0.8, 3, '1'],
];

describe('reader preferences', () => {
  it('are checked by the same rules with and without zod', () => {
    const fields = readerPreferencesSchema.shape;
    expect(PREFERENCE_KEYS.toSorted()).toEqual(Object.keys(fields).toSorted());
    for (const key of PREFERENCE_KEYS) {
      for (const value of CANDIDATES) {
        expect(isAllowedPreference(key, value), `${key} = ${String(value)}`).toBe(
          fields[key].safeParse(value).success,
        );
      }
    }
  });

  it('have defaults the schema accepts', () => {
    expect(readerPreferencesSchema.parse(DEFAULT_READER_PREFERENCES)).toEqual({
      language: 'english',
      themeMode: 'light',
      textSize: 100,
      fontFamily: 'Arial, sans-serif',
      musicOn: true,
      selfReading: false,
      playbackRate: 1,
    });
  });

  it('read back with a default in place of each missing or retired value', () => {
    const saved = { ...DEFAULT_READER_PREFERENCES, language: 'tamil', themeMode: 'dark' };
    expect(preferencesFrom(saved)).toEqual(saved);
    expect(preferencesFrom({ language: 'tamil', fontFamily: 'Papyrus', textSize: 125 })).toEqual({
      ...DEFAULT_READER_PREFERENCES,
      language: 'tamil',
    });
    expect(preferencesFrom(null)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(preferencesFrom('dark')).toEqual(DEFAULT_READER_PREFERENCES);
  });

  it('round any speed to the nearest one offered', () => {
    expect([0.1, 0.7, 1.1, 1.4, 5, NaN].map(nearestPlaybackRate)).toEqual([
      0.5, 0.75, 1, 1.5, 2, 1,
    ]);
  });
});
