import { catalogueLoaders, englishFirstPart } from 'virtual:kahani-catalogues';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../contract/languageNames';
import type { CataloguePart } from './catalogueParts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loadedParts = new Map<string, CompiledMessages>([['english/first', englishFirstPart]]);
const pendingParts = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

const partKey = (language: Language, part: CataloguePart) => `${language}/${part}`;

/** Loads one part of a language's catalogue (once; a failed load can be tried again). */
export function loadCataloguePart(language: Language, part: CataloguePart): Promise<void> {
  const key = partKey(language, part);
  if (loadedParts.has(key)) return Promise.resolve();
  const pending =
    pendingParts.get(key) ??
    catalogueLoaders[language]![part]!().then(
      (module) => {
        loadedParts.set(key, module.default);
        pendingParts.delete(key);
        version += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pendingParts.delete(key);
        throw error;
      },
    );
  pendingParts.set(key, pending);
  return pending;
}

/** Both parts: what choosing a language waits for. */
export const loadCatalogue = (language: Language) =>
  Promise.all([loadCataloguePart(language, 'first'), loadCataloguePart(language, 'rest')]).then(
    () => undefined,
  );

export const hasCataloguePart = (language: Language, part: CataloguePart) =>
  loadedParts.has(partKey(language, part));

/** Every message of a language loaded so far. */
export function loadedMessages(language: Language): CompiledMessages {
  return {
    ...loadedParts.get(partKey(language, 'first')),
    ...loadedParts.get(partKey(language, 'rest')),
  };
}

let activeLanguage: Language = 'english';
/** The interface language shown now: lazily loaded screens fetch its messages with their code. */
export const setActiveLanguage = (language: Language) => {
  activeLanguage = language;
};
export const getActiveLanguage = () => activeLanguage;

/** For useSyncExternalStore: changes whenever a part arrives. */
export const catalogueStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};
