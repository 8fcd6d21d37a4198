import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../../contract/languageNames';

/** The tab remembers the chosen language (SPEC keeps only the user in lasting storage). */
export const INTERFACE_LANGUAGE_KEY = 'kahani.interfaceLanguage';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The tab's earlier choice, else the browser's first language Kahani speaks, else English. */
export function detectInterfaceLanguage(
  saved: string | null = readSavedLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => LANGUAGE_TAGS[language] === base);
    if (match) return match;
  }
  return 'english';
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
