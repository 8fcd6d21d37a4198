import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './src/lib/contentSecurityPolicy.ts';
import { earlyReadsScript } from './src/lib/earlyReads.ts';

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

/** Requests the first screen's data while the scripts load (see src/lib/earlyReads.ts). */
function earlyReads(script: string): Plugin {
  return {
    name: 'kahani-early-reads',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' as const }],
  };
}

/** The built page carries its Content-Security-Policy (the dev server needs inline scripts). */
function securityPolicy(policy: string): Plugin {
  return {
    name: 'kahani-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend' as const,
      },
    ],
  };
}

// Scripts and styles are served from the site root under static/js and static/css.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBaseUrl = env.VITE_API_BASE_URL || 'http://127.0.0.1:8787';
  const earlyReadsCode = earlyReadsScript(apiBaseUrl);
  return {
    plugins: [
      react(),
      preconnectToApi(apiBaseUrl),
      earlyReads(earlyReadsCode),
      securityPolicy(
        contentSecurityPolicy({
          apiBaseUrl,
          authEmulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
          gaMeasurementId: env.VITE_GA_MEASUREMENT_ID || undefined,
          inlineScripts: [earlyReadsCode],
        }),
      ),
    ],
    base: '/',
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      outDir: 'dist',
      assetsDir: 'static',
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // Everything the first screen needs in one file: one request, compressed as a whole
          // (the automatic split made 19 small shared files of it).
          codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
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
