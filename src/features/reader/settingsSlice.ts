import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoryLanguage } from '../../../contract/languages';
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN, TEXT_SIZE_STEP } from '../../../contract/limits';
import {
  DEFAULT_READER_PREFERENCES,
  type FontFamily,
  type ThemeMode,
} from '../../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../../contract/preferences';

export type { FontFamily, ThemeMode };

export interface SettingsState {
  musicOn: boolean;
  themeMode: ThemeMode;
  selfReading: boolean;
  language: StoryLanguage;
  /** Percent of the base reading size. */
  textSize: number;
  fontFamily: FontFamily;
  /** Browsers only play sound after a user gesture; true once one has happened. */
  audioUnlocked: boolean;
}

const { musicOn, themeMode, selfReading, language, textSize, fontFamily } =
  DEFAULT_READER_PREFERENCES;

export const initialSettings: SettingsState = {
  musicOn,
  themeMode,
  selfReading,
  language,
  textSize,
  fontFamily,
  audioUnlocked: false,
};

const clampTextSize = (size: number) => Math.min(TEXT_SIZE_MAX, Math.max(TEXT_SIZE_MIN, size));

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    toggleMusic(state) {
      state.musicOn = !state.musicOn;
    },
    toggleTheme(state) {
      state.themeMode = state.themeMode === 'light' ? 'dark' : 'light';
    },
    toggleSelfReading(state) {
      state.selfReading = !state.selfReading;
    },
    setLanguage(state, action: PayloadAction<StoryLanguage>) {
      state.language = action.payload;
    },
    increaseTextSize(state) {
      state.textSize = clampTextSize(state.textSize + TEXT_SIZE_STEP);
    },
    decreaseTextSize(state) {
      state.textSize = clampTextSize(state.textSize - TEXT_SIZE_STEP);
    },
    setFontFamily(state, action: PayloadAction<FontFamily>) {
      state.fontFamily = action.payload;
    },
    unlockAudio(state) {
      state.audioUnlocked = true;
    },
    /** A signed-in reader's saved settings arrived from the server (the speed goes to narration). */
    /** The story language a new tab starts with: the interface language (not a reader's choice). */
    storyLanguageDefaulted(state, action: PayloadAction<StoryLanguage>) {
      state.language = action.payload;
    },
    preferencesRestored(state, action: PayloadAction<ReaderPreferences>) {
      const { playbackRate: _speed, ...settings } = action.payload;
      Object.assign(state, settings);
    },
  },
});

export const {
  toggleMusic,
  toggleTheme,
  toggleSelfReading,
  setLanguage,
  increaseTextSize,
  decreaseTextSize,
  setFontFamily,
  unlockAudio,
  preferencesRestored,
  storyLanguageDefaulted,
} = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
