import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../../contract/languages';

export const TEXT_SIZE_MIN = 50;
export const TEXT_SIZE_MAX = 150;
export const TEXT_SIZE_STEP = 10;
export const DEFAULT_FONT_FAMILY = 'Arial, sans-serif';

export type ThemeMode = 'light' | 'dark';

export interface SettingsState {
  musicOn: boolean;
  themeMode: ThemeMode;
  selfReading: boolean;
  language: Language;
  /** Percent of the base reading size. */
  textSize: number;
  fontFamily: string;
  /** Browsers only play sound after a user gesture; true once one has happened. */
  audioUnlocked: boolean;
}

export const initialSettings: SettingsState = {
  musicOn: true,
  themeMode: 'light',
  selfReading: false,
  language: 'english',
  textSize: 100,
  fontFamily: DEFAULT_FONT_FAMILY,
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
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    increaseTextSize(state) {
      state.textSize = clampTextSize(state.textSize + TEXT_SIZE_STEP);
    },
    decreaseTextSize(state) {
      state.textSize = clampTextSize(state.textSize - TEXT_SIZE_STEP);
    },
    setFontFamily(state, action: PayloadAction<string>) {
      state.fontFamily = action.payload;
    },
    unlockAudio(state) {
      state.audioUnlocked = true;
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
} = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
