import { KEPT_PICTURES_CACHE, SEEN_PICTURES_CACHE } from '../lib/offline/cacheNames';

/** The picture a file is a copy of: `/pictures/<hash>` for a library picture's copies. */
export function pictureOf(url: string): string {
  const { pathname } = new URL(url);
  const copy = /^(\/pictures\/[0-9a-f]{64})(?:-\d{1,5})?\.(?:jpg|png|webp|svg)$/.exec(pathname);
  return copy ? copy[1]! : pathname;
}

/**
 * A picture without the network: the same file kept or seen, else the kept copy of the same
 * picture at another width (the screen turned, or the window changed size since keeping).
 */
export async function pictureFromCaches(url: string): Promise<Response | null> {
  for (const name of [KEPT_PICTURES_CACHE, SEEN_PICTURES_CACHE]) {
    const found = await (await caches.open(name)).match(url);
    if (found) return found;
  }
  const wanted = pictureOf(url);
  const kept = await caches.open(KEPT_PICTURES_CACHE);
  for (const request of await kept.keys()) {
    if (pictureOf(request.url) === wanted) return (await kept.match(request)) ?? null;
  }
  return null;
}
