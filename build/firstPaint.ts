// The page's first paint, as the build writes it into index.html: the app's frame drawn with
// the page, the first screen's data and pictures requested before the app's scripts run, the
// app started after them, and the Content-Security-Policy that allows those inline scripts.
// The code that runs in the page lives in src/boot; this is its build side.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { bootShellMarkup, bootShellScript, bootShellStyle } from '../src/boot/bootShell.ts';
import { contentSecurityPolicy, type PolicyInputs } from '../src/boot/contentSecurityPolicy.ts';
import { earlyReadsScript, type AppStart } from '../src/boot/earlyReads.ts';

export const LANGUAGE_NAME_FONTS = fileURLToPath(
  new URL('../src/lib/languageNameFonts', import.meta.url),
);

/** Opens the connection to the API while the app's code is still loading. */
export function preconnectToApi(apiBaseUrl: string): Plugin {
  return {
    name: 'kahani-preconnect-api',
    // One connection for the JSON calls (CORS) and one for the pictures (no CORS).
    transformIndexHtml: () =>
      [{ crossorigin: '' }, {}].map((extra) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, ...extra },
        injectTo: 'head' as const,
      })),
  };
}

/**
 * What a reader page needs before it shows, preloaded there (see earlyReadsScript): the reader's
 * screen, and the rest of the English messages, which every screen after the first waits for.
 */
const READER_MODULES = ['src/app/screens/StoryPage.tsx', 'virtual:kahani-catalogue/english/rest'];

/**
 * Modules the app imports as it starts rather than with its entry, so that evaluating them is a
 * task of its own (src/main.tsx); the page preloads them with the entry script.
 */
const APP_START_MODULES = ['node_modules/react-dom/client.js'];

/** The built scripts a lazily loaded screen needs: its own chunk and all it imports. */
function scriptsOf(bundle: OutputBundle | undefined, moduleId: string): string[] {
  const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId));
  if (!screen) return [];
  const entry = chunks.find((chunk) => chunk.isEntry);
  const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const needed = new Set<string>();
  const visit = (fileName: string) => {
    if (already.has(fileName) || needed.has(fileName)) return;
    needed.add(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  visit(screen.fileName);
  return [...needed].map((file) => `/${file}`);
}

/** The language-name fonts' built files (src/lib/languageNameFonts.ts). */
function languageNameFonts(bundle: OutputBundle | undefined): string[] {
  const folder = `${relative(process.cwd(), LANGUAGE_NAME_FONTS)}/`;
  return Object.values(bundle ?? {})
    .filter(
      (item) =>
        item.type === 'asset' && item.originalFileNames.some((name) => name.startsWith(folder)),
    )
    .map((asset) => `/${asset.fileName}`)
    .sort();
}

/**
 * Takes the entry script and its module preloads out of a built page, for the early script to
 * start (see earlyReads), with the modules the app imports as it starts and the language-name
 * fonts it preloads as it does.
 */
function liftAppStart(
  html: string,
  bundle: OutputBundle | undefined,
): { html: string; appStart: AppStart } {
  const appStart: AppStart = { entry: '', modules: [], fonts: languageNameFonts(bundle) };
  const lifted = html
    .replace(
      /<script type="module" crossorigin src="(\/static\/js\/[^"]+\.js)"><\/script>\s*/,
      (_tag, src: string) => ((appStart.entry = src), ''),
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_link, href: string) => {
      appStart.modules.push(href);
      return '';
    });
  if (!appStart.entry) throw new Error('index.html has no entry script');
  // Bundled into the entry's file, such a module has no scripts of its own to preload.
  for (const module of APP_START_MODULES) appStart.modules.push(...scriptsOf(bundle, module));
  return { html: lifted, appStart };
}

/**
 * The first screen's stylesheet (its font faces, 2 KB) goes into the page itself: as a file it
 * would hold the page's first paint until it arrived.
 */
function inlineEntryStylesheet(html: string, bundle: OutputBundle | undefined): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(static\/css\/[^"]+\.css)"[^>]*>/g,
    (link, fileName: string) => {
      const asset = bundle?.[fileName];
      return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
    },
  );
}

/**
 * Draws the app's frame with the page (src/boot/bootShell.ts); requests the first screen's data
 * (and a reader page's scripts), draws its pictures and then starts the app
 * (src/boot/earlyReads.ts); and gives the built page its Content-Security-Policy, which allows
 * those two inline scripts by their hashes (the dev server needs inline scripts of its own).
 */
export function bootShellEarlyReadsAndPolicy(
  apiBaseUrl: string,
  appTitle: string,
  policy: Omit<PolicyInputs, 'apiBaseUrl'>,
): Plugin {
  return {
    name: 'kahani-boot-shell-early-reads-and-policy',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const shellScript = bootShellScript();
        let appStart: AppStart | undefined;
        if (!context.server) ({ html, appStart } = liftAppStart(html, context.bundle));
        const readsScript = earlyReadsScript(
          apiBaseUrl,
          READER_MODULES.flatMap((module) => scriptsOf(context.bundle, module)),
          appStart,
        );
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: bootShellStyle(), injectTo: 'head' },
          { tag: 'script', children: shellScript, injectTo: 'head' },
          { tag: 'script', children: readsScript, injectTo: 'head' },
        ];
        if (!context.server) {
          const content = contentSecurityPolicy({
            apiBaseUrl,
            ...policy,
            inlineScripts: [shellScript, readsScript],
          });
          tags.push({
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content },
            injectTo: 'head-prepend',
          });
        }
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        html = html.replace(root, `<div id="root">${bootShellMarkup(appTitle)}</div>`);
        return { html: inlineEntryStylesheet(html, context.bundle), tags };
      },
    },
  };
}

/**
 * The administrators' screens, whose files the entry does not list for preloading: each name
 * costs the first screen of every child about 14 bytes of gzip, and these screens are opened by
 * two people on a desktop, where fetching a screen's parts after its own file costs a moment.
 * The family view too: a parent opens it now and then, behind the grown-ups' gate, and its
 * charts and figures would list some fifteen new names (about 150 bytes of the first screen).
 */
const ADMIN_SCREENS =
  /\/(RemoveAccountPage|FamilyPage|ErrorLogPage|UploadSvgPage|ImportBooksPage|StoryModificationGridPage|PendingStoriesGridPage|PendingGamesPage|StoryModificationPage)-[\w-]+\.js$/;

/** What a lazily loaded screen's import preloads (Vite's `modulePreload.resolveDependencies`). */
export function preloadedWithScreen(filename: string, deps: string[]): string[] {
  return ADMIN_SCREENS.test(`/${filename}`) ? [] : deps;
}
