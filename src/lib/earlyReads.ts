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
 * takePreloadedRead. On a reader page it also preloads the reader's own scripts
 * (`readerScripts`, from the build), which the app would otherwise ask for only after its
 * entry script has run. Any surprise (storage blocked, odd address) just means no preload.
 */
export function earlyReadsScript(
  apiBaseUrl: string,
  readerScripts: readonly string[] = [],
): string {
  const api = apiBaseUrl.replace(/\/+$/, '');
  return `(function () {
  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.setAttribute('as', as);
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  try {
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var story = /^${escapeSlashes(paths.stories)}\\/([^/]+)$/.exec(path);
    if (story) ${JSON.stringify(readerScripts)}.forEach(function (src) { preload('modulepreload', src); });
    var saved = localStorage.getItem(${JSON.stringify(PERSIST_STORAGE_KEY)});
    if (saved && JSON.parse(JSON.parse(saved).user).user) return;
    var read = null;
    if (path === ${JSON.stringify(paths.root)} || path === ${JSON.stringify(paths.stories)}) {
      read = ${JSON.stringify(STORY_LIST_READ)};
    } else if (story) {
      var slug = decodeURIComponent(story[1]);
      if (!${STORY_ID_PATTERN.toString()}.test(slug)) {
        read = ${JSON.stringify(storyBySlugRead('SLUG'))}.replace('SLUG', encodeURIComponent(slug));
      }
    }
    if (read) preload('preload', ${JSON.stringify(api)} + read, 'fetch');
  } catch (error) {}
})();`;
}

const escapeSlashes = (path: string) => path.replace(/\//g, '\\/');
