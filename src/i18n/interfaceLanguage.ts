import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LANGUAGE_TAGS, type Language } from '../../contract/languageNames';
import { INTERFACE_LANGUAGE_KEY, pickLanguage } from './languageChoice';

export { INTERFACE_LANGUAGE_KEY };

/** The tab's earlier choice, else the browser's first language Kahani speaks, else English. */
export function detectInterfaceLanguage(
  saved: string | null = readSavedLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  return pickLanguage(saved, preferred, LANGUAGE_TAGS) as Language;
}

/** The language this tab chose earlier, if it did. */
export function readSavedLanguage(): string | null {
  try {
    return sessionStorage.getItem(INTERFACE_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function saveInterfaceLanguage(language: Language) {
  try {
    sessionStorage.setItem(INTERFACE_LANGUAGE_KEY, language);
  } catch {
    // Storage can be off (private modes); the choice then lasts until reload.
  }
}

export interface InterfaceLanguageState {
  language: Language;
}

const interfaceLanguageSlice = createSlice({
  name: 'interfaceLanguage',
  initialState: (): InterfaceLanguageState => ({ language: 'english' }),
  reducers: {
    interfaceLanguageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { interfaceLanguageChosen } = interfaceLanguageSlice.actions;
export const interfaceLanguageReducer = interfaceLanguageSlice.reducer;
