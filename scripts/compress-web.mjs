// `npm run compress:web [dir]`: .br and .gz copies of the built app (dist/ by default),
// which the API sends when it serves the app (WEB_DIR) and a CDN can use too.
import { join, resolve } from 'node:path';
import { compressBuiltApp } from './lib/compress.mjs';
import { ROOT } from './lib/product.mjs';

const dir = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const compressed = compressBuiltApp(dir);
console.log(`Compressed ${compressed.length} files in ${dir}`);
