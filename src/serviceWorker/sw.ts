// The app's service worker: the app's files for offline start, the pictures of kept stories,
// and fonts and the reading coach's model once used. Story text and narration are answered
// by the app itself from IndexedDB (src/lib/offline), so this worker never sees private data.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  COACH_MODEL_CACHE,
  FONTS_CACHE,
  SEEN_PICTURES_CACHE,
  STORY_PICTURE_PATH,
} from '../lib/offline/cacheNames';
import { APP_PAGES } from './appPages';
import { pictureFromCaches } from './pictures';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's own addresses open the app's page, offline too; the API's are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: APP_PAGES }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/static\/media\/noto-/.test(url.pathname),
  new CacheFirst({
    cacheName: FONTS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    /^\/static\/media\/.+\.(?:bin|txt|params)$/.test(url.pathname),
  new CacheFirst({ cacheName: COACH_MODEL_CACHE }),
);

// Pictures: the network first (a replaced picture shows at once), then the copy last seen, the
// kept one, or, for a screen of another width, any kept copy of the same picture.
registerRoute(
  ({ request, url }) => request.destination === 'image' && STORY_PICTURE_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: SEEN_PICTURES_CACHE,
    // A network that answers nothing for this long is treated as none.
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
      {
        handlerDidError: async ({ request }) => (await pictureFromCaches(request.url)) ?? undefined,
      },
    ],
  }),
);

// The app asks the waiting version to take over only when the family chose to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
