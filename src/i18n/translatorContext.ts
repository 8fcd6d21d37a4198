import { createContext, useContext } from 'react';
import type { Translator } from './translator';

export const TranslatorContext = createContext<Translator | null>(null);

/** The interface language's translator (messages, plurals, numbers, dates). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator needs the I18nProvider above it');
  return translator;
}
