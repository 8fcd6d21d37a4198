import { paths } from '../lib/paths.ts';
import { PERSIST_STORAGE_KEY } from '../lib/persistKey.ts';
import { PAGE_PARAM } from '../lib/story/readingPlace.ts';
import { STORY_ID_PATTERN } from '../lib/story/storyIds.ts';
import { LANGUAGE_TAGS } from '../../contract/languageNames.ts';
import { INTERFACE_LANGUAGE_KEY, pickLanguage } from '../i18n/languageChoice.ts';
import { titleWithTag } from '../lib/story/storyTitle.ts';
import { BOOT_CLASS } from './bootShell.ts';
import { drawBootScreen } from './bootContent.ts';
import { resolveAsset } from '../lib/resolveAsset.ts';
import { firstPaintPicture } from '../../contract/picturePaths.ts';

/** Where the app reads the anonymous story list and a story (the contract's public reads). */
export const STORY_LIST_READ = '/KahaniJson/kahanis';
export const storyBySlugRead = (slug: string) => `/KahaniJson/slug/${encodeURIComponent(slug)}`;

/** The stories of a page of the list: a few screens of cards on a phone, two or three on a desktop. */
export const STORY_PAGE_SIZE = 24;

/**
 * The query of a page of the list (contract/catalogue.ts) for a search and filters as the
 * list's own address holds them (`?q=&lang=&length=`), from `cursor` (none: the first page).
 * The app and index.html's early read both build it here, so that the page's preloaded answer
 * is the one the app asks for. Self-contained: the early script carries it as text.
 */
export function storyListQuery(
  filters: { q: string; lang: string; length: string },
  limit: number,
  cursor?: string | null,
): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  const words = filters.q.trim();
  if (words) query.set('q', words);
  if (filters.lang) query.set('language', filters.lang);
  if (filters.length) query.set('length', filters.length);
  return `?${query.toString()}`;
}

/** Where index.html leaves its early reads' answers (url → Promise<Response>). */
export const EARLY_READS_GLOBAL = '__kahaniEarlyReads';
/** The list's first cards: what a desktop shows before scrolling, whose pictures load first. */
export const CARDS_ABOVE_THE_FOLD = 3;

/** At the latest, the app's script starts this long after the page does, drawn or not. */
export const APP_START_DEADLINE_MS = 1000;

/** A build's entry script, the modules it imports first, and the fonts its first screen uses. */
export interface AppStart {
  entry: string;
  modules: string[];
  fonts: string[];
}

/**
 * The first screen's data, requested by index.html before the app's scripts rather than after
 * them. A small inline script (allowed by its hash in the Content-Security-Policy) fetches the
 * address the app is about to read, for anonymous visitors only: a signed-in reader's list is
 * personal and needs a token. The app picks the answer up through takePreloadedRead. As soon as
 * the answer is in, the script asks for the pictures the first screen shows (the first cards'
 * covers; the reader's opening page) and draws them into the page's frame (drawBootScreen).
 * Any surprise (storage blocked, odd address, odd answer) just means no preload.
 *
 * `appStart` (a build): the script then starts the app, once those pictures are painted, at
 * once when there is nothing to draw, and after APP_START_DEADLINE_MS at the latest. A phone on
 * a slow network so spends its first bandwidth on the pictures a child sees (a few KB) rather
 * than on 150 KB of scripts, and its slow CPU paints them before the app's first long task.
 * Starting fetches the app's scripts and fonts, with a reader page's own scripts
 * (`readerScripts`), which the app would otherwise ask for only after its entry script has
 * run. Without `appStart` (the dev server) the page starts the app itself.
 */
export function earlyReadsScript(
  apiBaseUrl: string,
  readerScripts: readonly string[] = [],
  appStart?: AppStart,
): string {
  const api = apiBaseUrl.replace(/\/+$/, '');
  return `(function () {
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var story = /^${escapeSlashes(paths.stories)}\\/([^/]+)$/.exec(path);
  var started = false;
  function startApp() {
    var app = ${JSON.stringify(appStart ?? null)};
    if (started || !app) return;
    started = true;
    app.modules.forEach(modulePreload);
    var run = function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = app.entry;
      document.head.appendChild(script);
    };
    // The app finds its #root in the parsed page.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
    // Each request started here costs the main thread, more so on a phone: the reader's scripts
    // and the fonts follow in tasks of their own, each short.
    setTimeout(function () {
      if (story) ${JSON.stringify(readerScripts)}.forEach(modulePreload);
      setTimeout(function () {
        app.fonts.forEach(function (href) {
          preload('preload', href, { as: 'font', type: 'font/woff2', crossorigin: '' });
        });
      }, 0);
    }, 0);
  }
  function modulePreload(src) {
    preload('modulepreload', src, { crossorigin: '' });
  }
  setTimeout(startApp, ${APP_START_DEADLINE_MS});
  // Every attribute is set before the link joins the page, which starts its request: a font
  // requested without CORS, or a picture at normal priority, would not be the request the page
  // later makes.
  function preload(rel, href, attributes) {
    var link = document.createElement('link');
    link.rel = rel;
    for (var name in attributes) link.setAttribute(name, attributes[name]);
    link.href = href;
    document.head.appendChild(link);
  }
  var resolveAsset = ${resolveAsset.toString()};
  var firstPaintPicture = ${firstPaintPicture.toString()};
  var pickLanguage = ${pickLanguage.toString()};
  var titleWithTag = ${titleWithTag.toString()};
  var drawBootScreen = ${drawBootScreen.toString()};
  var storyListQuery = ${storyListQuery.toString()};
  function picture(path) {
    return (
      (typeof path === 'string' && resolveAsset(firstPaintPicture(path), ${JSON.stringify(api)})) ||
      ''
    );
  }
  function preloadPicture(path) {
    var href = picture(path);
    if (href) preload('preload', href, { as: 'image', fetchpriority: 'high' });
  }
  // Starts the app after the frame with the pictures has been painted.
  function draw(screen) {
    var main = screen && document.querySelector(${JSON.stringify(`.${BOOT_CLASS}-main`)});
    if (!main) return startApp();
    drawBootScreen(main, screen, ${JSON.stringify(BOOT_CLASS)}).then(function () {
      requestAnimationFrame(function () { setTimeout(startApp, 0); });
    });
  }
  try {
    var saved = localStorage.getItem(${JSON.stringify(PERSIST_STORAGE_KEY)});
    if (saved && JSON.parse(JSON.parse(saved).user).user) return startApp();
    var read = null;
    var pictures = function () { return []; };
    var screen = function () { return null; };
    if (path === ${JSON.stringify(paths.root)} || path === ${JSON.stringify(paths.stories)}) {
      // The list's first page, for the search and filters in the address.
      var address = new URLSearchParams(location.search);
      var filters = {
        q: address.get('q') || '',
        lang: address.get('lang') || '',
        length: address.get('length') || ''
      };
      read = ${JSON.stringify(STORY_LIST_READ)} + storyListQuery(filters, ${STORY_PAGE_SIZE});
      pictures = function (answer) {
        // A server without the catalogue answers every story (SPEC.md's list), which the app
        // then filters: its first cards are known only when nothing is filtered.
        var filtered = filters.q.trim() || filters.lang || filters.length;
        var list = Array.isArray(answer) ? (filtered ? [] : answer) : answer.stories || [];
        return list.slice(0, ${CARDS_ABOVE_THE_FOLD}).map(function (card) { return card.coverImage; });
      };
      // The list's screen; the home page shows other things first.
      if (path === ${JSON.stringify(paths.stories)}) screen = function (list) {
        var covers = pictures(list);
        return covers.length ? { kind: 'list', pictures: covers.map(picture) } : null;
      };
    } else if (story) {
      var slug = decodeURIComponent(story[1]);
      if (!${STORY_ID_PATTERN.toString()}.test(slug)) {
        read = ${JSON.stringify(storyBySlugRead('SLUG'))}.replace('SLUG', encodeURIComponent(slug));
        var page = Math.max(1, Number(new URLSearchParams(location.search).get(${JSON.stringify(PAGE_PARAM)})) || 1);
        pictures = function (found) { return [(found.pages[page - 1] || {}).image_path]; };
        // A later page opens under a banner offering to start over: only the first is drawn.
        if (page === 1) screen = function (found) {
          var tags = ${JSON.stringify(LANGUAGE_TAGS)};
          var language = pickLanguage(
            sessionStorage.getItem(${JSON.stringify(INTERFACE_LANGUAGE_KEY)}),
            navigator.languages || [],
            tags
          );
          var title = titleWithTag(found, language, tags[language]);
          return {
            kind: 'page',
            title: String(title.text),
            lang: title.lang,
            author: String(found.author || ''),
            picture: picture(pictures(found)[0])
          };
        };
      }
    }
    if (!read) return startApp();
    var url = ${JSON.stringify(api)} + read;
    var answer = fetch(url);
    (window[${JSON.stringify(EARLY_READS_GLOBAL)}] = {})[url] = answer;
    answer
      .then(function (response) { return response.ok ? response.clone().json() : null; })
      .then(function (data) {
        if (!data) return startApp();
        pictures(data).forEach(preloadPicture);
        draw(screen(data));
      })
      .catch(startApp);
  } catch (error) {
    startApp();
  }
})();`;
}

const escapeSlashes = (path: string) => path.replace(/\//g, '\\/');
