import { catalogueLoaders, englishFirstPart } from 'virtual:kahani-catalogues';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../contract/languageNames';
import type { CataloguePart } from './catalogueParts';

/** A plain message's text, or an ICU message parsed at build time (cataloguesPlugin.ts). */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<string, CompiledMessage>;
/** Finds a message among those loaded so far. */
export type MessageLookup = (id: string) => CompiledMessage | undefined;

const loadedParts = new Map<string, CompiledMessages>([['english/first', englishFirstPart]]);
const pendingParts = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;
/** Messages asked for before their part had arrived, by language. */
const awaitedMessages = new Map<Language, Set<string>>();

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
        // Screens re-render only when the part brings a message one of them lacked: a new part
        // is otherwise looked up live, and re-rendering every screen at once for it was the
        // first screen's longest task on a phone-class CPU.
        const awaited = awaitedMessages.get(language);
        if (awaited && [...awaited].some((id) => Object.hasOwn(module.default, id))) {
          awaited.clear();
          version += 1;
          for (const listener of listeners) listener();
        }
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

/**
 * Looks a language's messages up in its parts as they are when asked, without copying them
 * into one object (that copy alone took 12 ms of a phone-class CPU on the first screen).
 */
export function messageLookup(language: Language): MessageLookup {
  const first = partKey(language, 'first');
  const rest = partKey(language, 'rest');
  const find = (key: string, id: string) => {
    const part = loadedParts.get(key);
    return part && Object.hasOwn(part, id) ? part[id] : undefined;
  };
  return (id) => find(first, id) ?? find(rest, id);
}

/** Notes a message a screen asked for that no loaded part has: its part re-renders screens. */
export function awaitMessage(language: Language, id: string) {
  let awaited = awaitedMessages.get(language);
  if (!awaited) awaitedMessages.set(language, (awaited = new Set()));
  awaited.add(id);
}

let activeLanguage: Language = 'english';
/** The interface language shown now: lazily loaded screens fetch its messages with their code. */
export const setActiveLanguage = (language: Language) => {
  activeLanguage = language;
};
export const getActiveLanguage = () => activeLanguage;

/** For useSyncExternalStore: changes when a part arrives with a message a screen lacked. */
export const catalogueStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};
