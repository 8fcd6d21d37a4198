import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { saveKeptStory } from '../lib/offline/keptStories';
import { closeKeptDatabase, PUBLIC_SCOPE, type KeptStory } from '../lib/offline/keptStore';
import { installFakeCaches } from './fakeCaches';
import { story, summary } from './fixtures';
import { API, server } from './server';

/**
 * A device with nothing kept: a fresh IndexedDB and Cache Storage, and pictures the server
 * answers. Call in beforeEach; `forgetDevice` in afterEach.
 */
export function freshDevice() {
  globalThis.indexedDB = new IDBFactory();
  const caches = installFakeCaches();
  server.use(
    http.get(`${API}/illustrations/*`, () =>
      HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
    ),
  );
  return caches;
}

export function forgetDevice() {
  closeKeptDatabase();
  setOnline(true);
}

/** A story kept on the device, as keepStory stores it (without its narration and pictures). */
export async function keepCopy(
  overrides: { id: string; title: string } & Partial<Omit<KeptStory, 'storyId'>>,
): Promise<KeptStory> {
  const { id, title, ...rest } = overrides;
  const kept: KeptStory = {
    storyId: id,
    slug: id,
    scope: PUBLIC_SCOPE,
    story: story({ _id: id, slug: id, title }),
    card: summary({ _id: id, slug: id, title }),
    languages: ['english'],
    pictures: [],
    bytes: 1_000_000,
    keptAt: new Date().toISOString(),
    ...rest,
  };
  await saveKeptStory(kept, [], []);
  return kept;
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** The browser loses or finds its network, and says so as browsers do (an event). */
export function setOnline(value: boolean) {
  if (online === value) return;
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** The Storage API as a browser gives it, or none (`null`). */
export function stubStorage(storage: Partial<StorageManager> | null) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: storage ?? undefined,
  });
}
