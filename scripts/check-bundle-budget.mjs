// `npm run test:budget`: builds the app and fails when the first screen's JavaScript
// (entry, its imports and the /stories screen, gzip) is over budget. Sizes are deterministic.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREEN_BUDGET_BYTES, firstScreenJavaScript } from './lib/firstScreen.mjs';
import { ROOT } from './lib/product.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const outDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'kahani-budget-'));
const built = process.argv[2]
  ? { status: 0 }
  : spawnSync(
      join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'warn', '--manifest', '--outDir', outDir, '--emptyOutDir'],
      { cwd: ROOT, stdio: 'inherit' },
    );
if (built.status !== 0) process.exit(built.status ?? 1);

const { files, totalBytes } = firstScreenJavaScript(outDir);
for (const { file, gzipBytes } of files) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
const verdict = totalBytes <= FIRST_SCREEN_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `First screen: ${kb(totalBytes)} gzip of JavaScript in ${files.length} files, ` +
    `${verdict} the budget of ${kb(FIRST_SCREEN_BUDGET_BYTES)}.`,
);
if (!process.argv[2]) rmSync(outDir, { recursive: true, force: true });
process.exit(totalBytes <= FIRST_SCREEN_BUDGET_BYTES ? 0 : 1);
