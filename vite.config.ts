import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { defineConfig, loadEnv, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, type PolicyInputs } from './src/lib/contentSecurityPolicy.ts';
import { bootShellMarkup, bootShellScript, bootShellStyle } from './src/lib/bootShell.ts';
import { earlyReadsScript, type AppStart } from './src/lib/earlyReads.ts';
import { readEnv } from './src/lib/readEnv.ts';
import { cataloguesPlugin } from './src/i18n/cataloguesPlugin.ts';

/** Opens the connection to the API while the app's code is still loading. */
function preconnectToApi(apiBaseUrl: string): Plugin {
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

export const CATALOGUES_DIR = fileURLToPath(new URL('./src/i18n/catalogues', import.meta.url));

const COACH_BLOB = fileURLToPath(new URL('./src/features/coach/blobPolyfill.ts', import.meta.url));
const COACH_MODEL = fileURLToPath(new URL('./node_modules/soundswallower/model', import.meta.url));

const LANGUAGE_NAME_FONTS = fileURLToPath(new URL('./src/lib/languageNameFonts', import.meta.url));

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);

/**
 * What a reader page needs before it shows, preloaded there (see earlyReadsScript): the reader's
 * screen, and the rest of the English messages, which every screen after the first waits for.
 */
const READER_MODULES = [
  'src/features/stories/StoryPage.tsx',
  'virtual:kahani-catalogue/english/rest',
];

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
 * Draws the app's frame with the page (src/lib/bootShell.ts); requests the first screen's data
 * (and a reader page's scripts), draws its pictures and then starts the app
 * (src/lib/earlyReads.ts); and gives the built page its Content-Security-Policy, which allows
 * those two inline scripts by their hashes (the dev server needs inline scripts of its own).
 */
function bootShellEarlyReadsAndPolicy(
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

// Scripts and styles are served from the site root under static/js and static/css.
export default defineConfig(({ mode }) => {
  const env = readEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const apiBaseUrl = env.VITE_API_BASE_URL;
  return {
    plugins: [
      react(),
      cataloguesPlugin(CATALOGUES_DIR),
      preconnectToApi(apiBaseUrl),
      bootShellEarlyReadsAndPolicy(apiBaseUrl, env.VITE_APP_TITLE, {
        authEmulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
        gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
      }),
    ],
    base: '/',
    // Messages arrive parsed (cataloguesPlugin), so the browser needs no ICU parser.
    resolve: {
      alias: [
        // react-router's package points every bundler at its development build (warnings and
        // checks included); production builds take its production build.
        ...(mode === 'production'
          ? [
              { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
              {
                find: /^react-router\/dom$/,
                replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs`,
              },
            ]
          : []),
        // The reading coach's recogniser: its web build imports Blob from a polyfill package,
        // and its English model files are imported as assets (src/features/coach/modelFiles.ts).
        { find: /^blob-polyfill$/, replacement: COACH_BLOB },
        { find: /^soundswallower-model\//, replacement: `${COACH_MODEL}/` },
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    // The recogniser's worker imports soundswallower as a module.
    worker: {
      format: 'es' as const,
      rolldownOptions: {
        output: {
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
          // Model files without an extension get one, so every built file has a type.
          assetFileNames: (asset: { names: string[] }) =>
            /\.[a-z0-9]+$/i.test(asset.names[0] ?? '')
              ? 'static/media/[name]-[hash][extname]'
              : 'static/media/[name]-[hash].bin',
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      // Every browser the app is built for but Safari 16 knows modulepreload; without it a
      // preload is only skipped, so the polyfill (0.4 KB of the first screen) is left out.
      modulePreload: { polyfill: false },
      outDir: 'dist',
      assetsDir: 'static',
      chunkSizeWarningLimit: 900,
      // The recogniser's model files stay files (fetched by its worker), however small, and so
      // do the language-name fonts, which index.html preloads as it starts the app.
      assetsInlineLimit: (file: string) =>
        file.startsWith(COACH_MODEL) || file.startsWith(LANGUAGE_NAME_FONTS) ? false : undefined,
      rolldownOptions: {
        // hoist-non-react-statics does nothing when imported, but does not say so: emotion
        // imports it for its withTheme, which the app never uses (1.1 KB gzip of the first
        // screen).
        treeshake: {
          moduleSideEffects: [
            { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
          ],
        },
        output: {
          // Everything the first screen needs in one file: one request, compressed as a whole
          // (the automatic split made 19 small shared files of it).
          codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
          // Seven characters of hash (the fewest Rolldown allows for this many files): the entry
          // lists every lazy screen's files for preloading, at about 160 bytes of gzip a character.
          entryFileNames: 'static/js/[name]-[hash:7].js',
          chunkFileNames: 'static/js/[name]-[hash:7].js',
          assetFileNames: (asset) => {
            const name = asset.names[0] ?? '';
            if (name.endsWith('.css')) return 'static/css/[name]-[hash][extname]';
            if (/\.(woff2?|ttf|otf)$/.test(name)) return 'static/media/[name]-[hash][extname]';
            return 'static/media/[name]-[hash][extname]';
          },
        },
      },
    },
  };
});
