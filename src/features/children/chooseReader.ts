import type { Child } from '../../../contract/children';
import type { AppThunk } from '../../app/hooks';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen, saveInterfaceLanguage } from '../../i18n/interfaceLanguage';
import { readerChosen } from '../../lib/activeReader';
import { loadScriptFont } from '../../lib/scriptFonts';

/**
 * Makes `child` (null: the grown-up of the account) the tab's reader. A child's screens speak
 * the interface language of their profile, switched once its messages have arrived (if they
 * cannot arrive, the language stays as it was); their story language and text size come with
 * their saved settings (features/reader/preferencesSync.ts).
 */
export const chooseReader =
  (child: Pick<Child, 'id' | 'nickname' | 'avatar' | 'interfaceLanguage'> | null): AppThunk =>
  (dispatch, getState) => {
    const account = getState().user.user?.uid;
    if (!account) return;
    dispatch(
      readerChosen({
        account,
        child: child && { id: child.id, nickname: child.nickname, avatar: child.avatar },
      }),
    );
    const language = child?.interfaceLanguage;
    if (!language || getState().interfaceLanguage.language === language) return;
    void Promise.all([loadCatalogue(language), loadScriptFont(language)])
      .then(() => {
        // Another reader may have been chosen meanwhile.
        if (getState().activeReader.child?.id !== child.id) return;
        dispatch(interfaceLanguageChosen(language));
        saveInterfaceLanguage(language);
      })
      .catch((error: unknown) => console.warn('Could not load the interface language', error));
  };
