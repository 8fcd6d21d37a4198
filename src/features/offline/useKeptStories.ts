import { useCallback, useSyncExternalStore } from 'react';
import { onKeptChange } from '../../lib/offline/keptChanges';
import { listKeptStories } from '../../lib/offline/keptStories';
import type { KeptStory } from '../../lib/offline/keptStore';

/** The kept stories an account may see, as the screens show them. */
export type KeptList =
  | { status: 'loading' }
  | { status: 'succeeded'; stories: KeptStory[] }
  | { status: 'failed'; error: unknown };

const LOADING: KeptList = { status: 'loading' };

/**
 * One list per account for every screen and card at once (a list of stories shows dozens of
 * cards: they share one read of the device's database), read again when a story is kept or
 * removed in this tab or another. Forgotten when nothing shows it any more.
 */
const lists = new Map<string, KeptList>();
const listeners = new Set<() => void>();
/** Each list's latest read: an older read answering late is not shown over it. */
const reads = new Map<string, number>();
let readCount = 0;
let stopFollowing: (() => void) | null = null;

const keyOf = (account: string | null) => account ?? '';

function announce() {
  listeners.forEach((listener) => listener());
}

function read(account: string | null) {
  const key = keyOf(account);
  const id = ++readCount;
  reads.set(key, id);
  const settle = (list: KeptList) => {
    if (reads.get(key) !== id || !listeners.size) return;
    lists.set(key, list);
    announce();
  };
  listKeptStories(account).then(
    (stories) => settle({ status: 'succeeded', stories }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
}

function readAgainAll() {
  for (const key of lists.keys()) read(key || null);
}

function follow(account: string | null, listener: () => void) {
  listeners.add(listener);
  stopFollowing ??= onKeptChange(readAgainAll);
  if (!lists.has(keyOf(account))) {
    lists.set(keyOf(account), LOADING);
    read(account);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    stopFollowing?.();
    stopFollowing = null;
    lists.clear();
    reads.clear();
  };
}

/** Reads the lists again (after a failure, when the family asks). */
export function retryKeptStories(account: string | null): void {
  lists.set(keyOf(account), LOADING);
  announce();
  read(account);
}

/** The stories kept on this device that the account (null: a visitor) may see, newest first. */
export function useKeptStories(account: string | null): KeptList {
  const subscribe = useCallback((listener: () => void) => follow(account, listener), [account]);
  return useSyncExternalStore(
    subscribe,
    () => lists.get(keyOf(account)) ?? LOADING,
    () => LOADING,
  );
}

/** The kept copy of one story the account may see, if any (undefined while reading). */
export function useKeptStory(
  account: string | null,
  storyId: string,
): KeptStory | null | undefined {
  const list = useKeptStories(account);
  if (list.status === 'loading') return undefined;
  if (list.status === 'failed') return null;
  return list.stories.find((kept) => kept.storyId === storyId) ?? null;
}
