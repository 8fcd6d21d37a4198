import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import {
  LANGUAGE_NAME_FONTS,
  bootShellEarlyReadsAndPolicy,
  preconnectToApi,
  preloadedWithScreen,
} from './build/firstPaint.ts';
import { muiWithoutCssVariables } from './build/muiWithoutCssVariables.ts';
import { readEnv } from './src/lib/readEnv.ts';
import { cataloguesPlugin } from './src/i18n/cataloguesPlugin.ts';

export const CATALOGUES_DIR = fileURLToPath(new URL('./src/i18n/catalogues', import.meta.url));

const COACH_BLOB = fileURLToPath(new URL('./src/features/coach/blobPolyfill.ts', import.meta.url));
const COACH_MODEL = fileURLToPath(new URL('./node_modules/soundswallower/model', import.meta.url));

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);

// Scripts and styles are served from the site root under static/js and static/css.
export default defineConfig(({ mode }) => {
  const env = readEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const apiBaseUrl = env.VITE_API_BASE_URL;
  return {
    plugins: [
      react(),
      cataloguesPlugin(CATALOGUES_DIR),
      muiWithoutCssVariables(),
      preconnectToApi(apiBaseUrl),
      bootShellEarlyReadsAndPolicy(apiBaseUrl, env.VITE_APP_TITLE, {
        authEmulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
        gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
      }),
      // The service worker (src/serviceWorker/sw.ts) with the list of the app's files to keep
      // for offline start: every script and stylesheet, the page, the icons and the interface's
      // fonts. Script faces (about 700 files) and the coach's model are kept once first used.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/serviceWorker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        devOptions: { enabled: false },
        injectManifest: {
          globPatterns: [
            'index.html',
            'manifest.webmanifest',
            'logo.svg',
            'icons/*.png',
            'static/js/*.js',
            'static/css/*.css',
            'static/media/*.{woff,woff2}',
          ],
          globIgnores: ['static/media/noto-*'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
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
      modulePreload: { polyfill: false, resolveDependencies: preloadedWithScreen },
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
