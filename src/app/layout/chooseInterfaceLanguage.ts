import type { Language } from '../../../contract/languageNames';
import type { AppDispatch } from '../store';
import { setLanguage } from '../../features/reader/settingsSlice';
import { loadScriptFont } from '../../lib/scriptFonts';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen, saveInterfaceLanguage } from '../../i18n/interfaceLanguage';

/**
 * Switches the interface once the language's catalogue (and script font) has arrived, so the
 * screen never shows half-translated text; the story language follows the interface. Rejects
 * when the catalogue cannot be fetched, leaving the current language in place.
 */
export const chooseInterfaceLanguage =
  (language: Language) =>
  async (dispatch: AppDispatch): Promise<void> => {
    await Promise.all([loadCatalogue(language), loadScriptFont(language)]);
    dispatch(interfaceLanguageChosen(language));
    dispatch(setLanguage(language));
    saveInterfaceLanguage(language);
  };
