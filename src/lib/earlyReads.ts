import { paths } from '../app/paths.ts';
import { PERSIST_STORAGE_KEY } from '../app/persistKey.ts';
import { STORY_ID_PATTERN } from '../features/stories/storyIds.ts';

/** Where the app reads the anonymous story list and a story (the contract's public reads). */
export const STORY_LIST_READ = '/KahaniJson/kahanis';
export const storyBySlugRead = (slug: string) => `/KahaniJson/slug/${encodeURIComponent(slug)}`;

/**
 * The first screen's data, requested by index.html in parallel with the app's scripts rather
 * than after them. A small inline script (allowed by its hash in the Content-Security-Policy)
 * adds a preload for the address the app is about to read, for anonymous visitors only: a
 * signed-in reader's list is personal and needs a token. The app picks the answer up through
 * takePreloadedRead. Any surprise (storage blocked, odd address) just means no preload.
 */
export function earlyReadsScript(apiBaseUrl: string): string {
  const api = apiBaseUrl.replace(/\/+$/, '');
  return `(function () {
  try {
    var saved = localStorage.getItem(${JSON.stringify(PERSIST_STORAGE_KEY)});
    if (saved && JSON.parse(JSON.parse(saved).user).user) return;
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var story = /^${escapeSlashes(paths.stories)}\\/([^/]+)$/.exec(path);
    var read = null;
    if (path === ${JSON.stringify(paths.root)} || path === ${JSON.stringify(paths.stories)}) {
      read = ${JSON.stringify(STORY_LIST_READ)};
    } else if (story) {
      var slug = decodeURIComponent(story[1]);
      if (!${STORY_ID_PATTERN.toString()}.test(slug)) {
        read = ${JSON.stringify(storyBySlugRead('SLUG'))}.replace('SLUG', encodeURIComponent(slug));
      }
    }
    if (!read) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = ${JSON.stringify(api)} + read;
    document.head.appendChild(link);
  } catch (error) {}
})();`;
}

const escapeSlashes = (path: string) => path.replace(/\//g, '\\/');
