import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LANGUAGE_TAGS, type Language } from '../../contract/languageNames';
import { whenPageIsIdle } from '../lib/idle';
import { loadScriptFont } from '../lib/scriptFonts';
import {
  awaitMessage,
  catalogueStore,
  hasCataloguePart,
  loadCataloguePart,
  messageLookup,
  setActiveLanguage,
} from './catalogues';
import { createTranslator } from './translator';
import { TranslatorContext } from './translatorContext';

/**
 * The interface language's messages, number and date formats, and the page's lang. The app
 * passes the language it keeps in its store.
 */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const version = useSyncExternalStore(catalogueStore.subscribe, catalogueStore.version);
  setActiveLanguage(language);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
    void loadScriptFont(language);
    // The other screens' messages, fetched while the reader looks at this one.
    if (!hasCataloguePart(language, 'rest')) {
      whenPageIsIdle(() => void loadCataloguePart(language, 'rest').catch(() => undefined));
    }
  }, [language]);

  // A message the loaded parts lack belongs to a screen outside the first one: fetch the rest
  // of the catalogue (the screens re-render when it arrives) rather than show its id for long.
  const translator = useMemo(
    () =>
      createTranslator(LANGUAGE_TAGS[language], messageLookup(language), (id) => {
        awaitMessage(language, id);
        if (!hasCataloguePart(language, 'rest')) {
          void loadCataloguePart(language, 'rest').catch(() => undefined);
        } else if (import.meta.env.DEV) {
          console.warn(`No message ${id} in ${language}`);
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: a lacking message arrived
    [language, version],
  );
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
