import type { Workbox } from 'workbox-window';

/**
 * The app's service worker (src/serviceWorker/sw.ts): registered once the first screen is
 * shown, so it never competes with it. A new version waits until the family chooses to
 * reload: the app never reloads under a child in the middle of a page.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let waiting = false;
let workbox: Workbox | null = null;

/** The built service worker's address (vite-plugin-pwa writes it at the site's root). */
export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((listener) => listener());
  });
  // Once the new version controls the page, the reload the family asked for happens.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // A browser that refuses workers (private modes, policies, test browsers) runs the app as a
  // page: everything but offline start and kept pictures works the same.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  // A tab left open for days still learns of new versions.
  window.setInterval(() => void workbox?.update().catch(() => undefined), UPDATE_CHECK_MS);
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Calls the listener when a new version is ready (at once if one already is). */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** Asks the waiting version to take over; the page reloads when it does. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}

/** Asks the server whether a new version exists (the update prompt follows if so). */
export function checkForUpdate(): Promise<unknown> {
  return workbox?.update() ?? Promise.resolve();
}
