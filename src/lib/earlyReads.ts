import { paths } from '../app/paths.ts';
import { PERSIST_STORAGE_KEY } from '../app/persistKey.ts';
import { PAGE_PARAM } from '../features/stories/readingPlace.ts';
import { STORY_ID_PATTERN } from '../features/stories/storyIds.ts';
import { resolveAsset } from './resolveAsset.ts';

/** Where the app reads the anonymous story list and a story (the contract's public reads). */
export const STORY_LIST_READ = '/KahaniJson/kahanis';
export const storyBySlugRead = (slug: string) => `/KahaniJson/slug/${encodeURIComponent(slug)}`;

/** Where index.html leaves its early reads' answers (url → Promise<Response>). */
export const EARLY_READS_GLOBAL = '__kahaniEarlyReads';
/** The list's first cards: what a desktop shows before scrolling, whose pictures load first. */
export const CARDS_ABOVE_THE_FOLD = 3;

/**
 * The first screen's data, requested by index.html in parallel with the app's scripts rather
 * than after them. A small inline script (allowed by its hash in the Content-Security-Policy)
 * fetches the address the app is about to read, for anonymous visitors only: a signed-in
 * reader's list is personal and needs a token. The app picks the answer up through
 * takePreloadedRead. As soon as the answer is in, the script asks for the pictures the first
 * screen shows (the first cards' covers; the reader's opening page), so they arrive while the
 * app's scripts still load instead of after them. On a reader page it also preloads the
 * reader's own scripts (`readerScripts`, from the build), which the app would otherwise ask for
 * only after its entry script has run. Any surprise (storage blocked, odd address, odd answer)
 * just means no preload.
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
    link.href = href;
    return document.head.appendChild(link);
  }
  var resolveAsset = ${resolveAsset.toString()};
  function preloadPicture(path) {
    var href = typeof path === 'string' && resolveAsset(path, ${JSON.stringify(api)});
    if (href) preload('preload', href, 'image').setAttribute('fetchpriority', 'high');
  }
  try {
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var story = /^${escapeSlashes(paths.stories)}\\/([^/]+)$/.exec(path);
    if (story) ${JSON.stringify(readerScripts)}.forEach(function (src) {
      preload('modulepreload', src).crossOrigin = 'anonymous';
    });
    var saved = localStorage.getItem(${JSON.stringify(PERSIST_STORAGE_KEY)});
    if (saved && JSON.parse(JSON.parse(saved).user).user) return;
    var read = null;
    var pictures = function () { return []; };
    if (path === ${JSON.stringify(paths.root)} || path === ${JSON.stringify(paths.stories)}) {
      read = ${JSON.stringify(STORY_LIST_READ)};
      // Filters in the address change which cards come first.
      if (!location.search) pictures = function (list) {
        return list.slice(0, ${CARDS_ABOVE_THE_FOLD}).map(function (card) { return card.coverImage; });
      };
    } else if (story) {
      var slug = decodeURIComponent(story[1]);
      if (!${STORY_ID_PATTERN.toString()}.test(slug)) {
        read = ${JSON.stringify(storyBySlugRead('SLUG'))}.replace('SLUG', encodeURIComponent(slug));
        var page = Math.max(1, Number(new URLSearchParams(location.search).get(${JSON.stringify(PAGE_PARAM)})) || 1);
        pictures = function (found) { return [(found.pages[page - 1] || {}).image_path]; };
      }
    }
    if (!read) return;
    var url = ${JSON.stringify(api)} + read;
    var answer = fetch(url);
    (window[${JSON.stringify(EARLY_READS_GLOBAL)}] = {})[url] = answer;
    answer
      .then(function (response) { return response.ok ? response.clone().json() : null; })
      .then(function (data) { if (data) pictures(data).forEach(preloadPicture); })
      .catch(function () {});
  } catch (error) {}
})();`;
}

const escapeSlashes = (path: string) => path.replace(/\//g, '\\/');
