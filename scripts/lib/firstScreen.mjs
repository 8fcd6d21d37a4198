import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first screen's route (/stories): its lazy screen is part of what the visitor waits for. */
export const FIRST_SCREEN_MODULES = ['src/features/stories/StoriesPage.tsx'];
export const FIRST_SCREEN_BUDGET_BYTES = 160 * 1024;

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The JavaScript a visitor downloads before the story list can show, from a built app (dir):
 * the entry script and everything index.html starts it with (the chunks it imports and the
 * modules the app imports as it starts, named by the page's early script), and the /stories
 * screen's chunk with everything it imports (the build manifest). Sizes are gzip level 9.
 */
export function firstScreenJavaScript(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const chunks = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, { file: chunk.file, gzipBytes: gzipSize(join(dir, chunk.file)) });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const app = /"entry":("[^"]+"),"modules":(\[[^\]]*\])/.exec(html);
  if (!app) throw new Error('index.html does not start the app');
  for (const path of [JSON.parse(app[1]), ...JSON.parse(app[2])]) {
    const file = path.replace(/^\//, '');
    if (!chunks.has(file)) chunks.set(file, { file, gzipBytes: gzipSize(join(dir, file)) });
  }
  // A first-screen module bundled into the entry has no chunk of its own.
  for (const module of FIRST_SCREEN_MODULES) if (manifest[module]) visit(module);
  const files = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
