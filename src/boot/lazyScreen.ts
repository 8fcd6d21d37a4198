import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { getActiveLanguage, loadCataloguePart } from '../i18n/catalogues';
import { loadOwnLanguageNames } from '../lib/ownLanguageNames';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Raised when a screen's code cannot be fetched; names the chunk and the reason. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly reason: string,
  ) {
    super(`Loading chunk ${chunkId} failed. (${reason})`);
  }
}

/** Resolves with the module, or rejects with a ChunkLoadError after a failure or time-out. */
export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(chunkId, `timeout after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A lazily loaded screen, whose code and messages can also be fetched ahead of its render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export type LazyScreen<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Fetches the screen's code and its messages; the same promise every time. */
  load: () => Promise<unknown>;
};

/** React.lazy for a screen whose module has a default export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyScreen<C extends ComponentType<any>>(
  chunkId: string,
  importer: () => Promise<{ default: C }>,
): LazyScreen<C> {
  let loaded: C | null = null;
  let loading: Promise<{ default: C }> | null = null;
  // A screen shows once its code and its messages in the interface language have arrived.
  const load = () =>
    (loading ??= Promise.all([
      loadChunk(chunkId, importer),
      loadChunk(`messages-${getActiveLanguage()}`, () =>
        loadCataloguePart(getActiveLanguage(), 'rest'),
      ),
      loadOwnLanguageNames(),
    ]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  // Once loaded, the screen renders at once. React.lazy would still suspend on its first
  // render: the fallback would show, and React holds content back for 300 ms after a fallback
  // appears, so a page whose code was fetched ahead of its first render would show that much
  // later.
  function Screen(props: ComponentProps<C>) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Screen, { load });
}
