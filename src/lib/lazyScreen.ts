import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getActiveLanguage, loadCataloguePart } from '../i18n/catalogues';

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

/** React.lazy for a screen whose module has a default export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyScreen<C extends ComponentType<any>>(
  chunkId: string,
  importer: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  // A screen shows once its code and its messages in the interface language have arrived.
  return lazy(() =>
    Promise.all([
      loadChunk(chunkId, importer),
      loadChunk(`messages-${getActiveLanguage()}`, () =>
        loadCataloguePart(getActiveLanguage(), 'rest'),
      ),
    ]).then(([module]) => module),
  );
}
