import { announceKeptChange } from './keptChanges';
import {
  KEPT_PICTURES_CACHE,
  PUBLIC_SCOPE,
  keptDatabase,
  visibleTo,
  type KeptNarration,
  type KeptRead,
  type KeptStory,
} from './keptStore';

/** The stories kept on this device that the account (null: a visitor) may see, newest first. */
export async function listKeptStories(account: string | null): Promise<KeptStory[]> {
  const all = await (await keptDatabase()).getAll('stories');
  return all
    .filter((kept) => visibleTo(account, kept.scope))
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

/** Stores a story with everything it needs offline, replacing what was kept of it before. */
export async function saveKeptStory(
  kept: KeptStory,
  narrations: KeptNarration[],
  reads: KeptRead[],
): Promise<void> {
  const db = await keptDatabase();
  await removeStoryRows(kept.storyId);
  const tx = db.transaction(['stories', 'narrations', 'reads'], 'readwrite');
  await Promise.all([
    tx.objectStore('stories').put(kept),
    ...narrations.map((narration) => tx.objectStore('narrations').put(narration)),
    ...reads.map((read) => tx.objectStore('reads').put(read)),
    tx.done,
  ]);
  announceKeptChange();
}

async function removeStoryRows(storyId: string): Promise<void> {
  const db = await keptDatabase();
  const tx = db.transaction(['stories', 'narrations', 'reads'], 'readwrite');
  const rows = async (name: 'narrations' | 'reads') => {
    const keys = await tx.objectStore(name).index('storyId').getAllKeys(storyId);
    await Promise.all(keys.map((key) => tx.objectStore(name).delete(key)));
  };
  await Promise.all([tx.objectStore('stories').delete(storyId), rows('narrations'), rows('reads')]);
  await tx.done;
}

/** Pictures no remaining kept story shows leave the cache (two stories may share one). */
async function dropUnusedPictures(candidates: string[]): Promise<void> {
  if (typeof caches === 'undefined' || candidates.length === 0) return;
  const stillShown = new Set(
    (await (await keptDatabase()).getAll('stories')).flatMap((kept) => kept.pictures),
  );
  const cache = await caches.open(KEPT_PICTURES_CACHE);
  await Promise.all(
    candidates.filter((url) => !stillShown.has(url)).map((url) => cache.delete(url)),
  );
}

export async function removeKeptStory(storyId: string): Promise<void> {
  const kept = await (await keptDatabase()).get('stories', storyId);
  await removeStoryRows(storyId);
  await dropUnusedPictures(kept?.pictures ?? []);
  announceKeptChange();
}

/** Removes every kept story the account may see (a visitor: the public ones). */
export async function removeAllKeptStories(account: string | null): Promise<void> {
  for (const kept of await listKeptStories(account)) await removeStoryRows(kept.storyId);
  const remaining = await (await keptDatabase()).getAll('stories');
  if (typeof caches !== 'undefined' && remaining.length === 0) {
    await caches.delete(KEPT_PICTURES_CACHE);
  } else {
    await dropUnusedPictures((await listKeptStories(account)).flatMap((kept) => kept.pictures));
  }
  announceKeptChange();
}

async function deleteScope(name: 'stories' | 'narrations' | 'reads', scope: string) {
  const db = await keptDatabase();
  const tx = db.transaction(name, 'readwrite');
  const keys = await tx.store.index('scope').getAllKeys(scope);
  await Promise.all(keys.map((key) => tx.store.delete(key)));
  await tx.done;
}

/**
 * At sign-out: the account's own copies (family recordings, its stories not yet published,
 * what it alone may read) leave the device. Public stories stay, for whoever reads next.
 * Answers how many kept stories stay.
 */
export async function dropPrivateCopies(account: string): Promise<{ storiesStaying: number }> {
  if (account === PUBLIC_SCOPE) return { storiesStaying: 0 };
  const db = await keptDatabase();
  const removed = (await db.getAllFromIndex('stories', 'scope', account)).flatMap(
    (kept) => kept.pictures,
  );
  await Promise.all([
    deleteScope('stories', account),
    deleteScope('narrations', account),
    deleteScope('reads', account),
  ]);
  await dropUnusedPictures(removed);
  announceKeptChange();
  return { storiesStaying: (await db.getAll('stories')).length };
}
