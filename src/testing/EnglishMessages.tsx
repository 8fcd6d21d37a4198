import type { ReactNode } from 'react';
import { messageLookup } from '../i18n/catalogues';
import { createTranslator } from '../i18n/translator';
import { TranslatorContext } from '../i18n/translatorContext';

const english = createTranslator('en', messageLookup('english'), (id) => {
  throw new Error(`No English message ${id}`);
});

/** English messages for components rendered without the whole app (render's wrapper). */
export function EnglishMessages({ children }: { children: ReactNode }) {
  return <TranslatorContext.Provider value={english}>{children}</TranslatorContext.Provider>;
}
