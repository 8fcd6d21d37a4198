import { act } from '@testing-library/react';
import type { Language } from '../../contract/languageNames';
import type { AppStore } from '../app/store';
import { loadCatalogue } from '../i18n/catalogues';
import { interfaceLanguageChosen } from '../i18n/interfaceLanguage';

/** Switches a rendered app's interface language once its whole catalogue has arrived. */
export async function speak(store: AppStore, language: Language) {
  await loadCatalogue(language);
  act(() => {
    store.dispatch(interfaceLanguageChosen(language));
  });
}
