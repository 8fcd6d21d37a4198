// `npm run build:server`: bundles the API into server/dist/main.mjs for `npm run start:prod`.
// Packages stay in node_modules; the bundle still reads server/drizzle, server/seed and the
// narration worker from the checkout beside it.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './lib/product.mjs';

const SERVER_BUNDLE = join(ROOT, 'server', 'dist', 'main.mjs');

/**
 * Sources find their files relative to themselves (new URL('../../drizzle', import.meta.url)).
 * In one bundle every module would share the bundle's URL, so each module's import.meta.url
 * becomes its source file's URL, computed from the bundle's own location at run time.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[mc]?[jt]s$/ }, async ({ path }) => {
      const contents = await readFile(path, 'utf8');
      const loader = /\.[mc]?ts$/.test(path) ? 'ts' : 'js';
      if (!contents.includes('import.meta.url')) return { contents, loader };
      const fromBundle = relative(join(ROOT, 'server', 'dist'), path)
        .split('\\')
        .join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', sourceUrl), loader };
    });
  },
};

await build({
  entryPoints: [join(ROOT, 'server', 'src', 'main.ts')],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceFileUrls],
});
console.log(`Server built: ${relative(ROOT, SERVER_BUNDLE)}`);
