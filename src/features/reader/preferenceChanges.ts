import { isAction, type Middleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';
import { loadPreferencesSync } from './loadPreferencesSync';
import { setPlaybackRate } from './narrationSlice';
import {
  decreaseTextSize,
  increaseTextSize,
  setFontFamily,
  setLanguage,
  toggleMusic,
  toggleSelfReading,
  toggleTheme,
} from './settingsSlice';

/**
 * What a reader does to their settings. Settings restored from the server are not among
 * them, so restoring never sends them straight back.
 */
const READER_CHANGES = new Set<string>(
  [
    toggleMusic,
    toggleTheme,
    toggleSelfReading,
    setLanguage,
    increaseTextSize,
    decreaseTextSize,
    setFontFamily,
    setPlaybackRate,
  ].map((change) => change.type),
);

/**
 * Tells the preference saver when a signed-in reader changed a setting.
 */
export const preferenceChanges: Middleware<object, RootState> = (store) => (next) => (action) => {
  const before = store.getState();
  const result = next(action);
  const after = store.getState();
  const changed =
    before.settings !== after.settings ||
    before.narration.playbackRate !== after.narration.playbackRate;
  if (isAction(action) && READER_CHANGES.has(action.type) && changed && after.user.user) {
    void loadPreferencesSync().then(({ preferencesChanged }) =>
      (store.dispatch as AppDispatch)(preferencesChanged()),
    );
  }
  return result;
};
