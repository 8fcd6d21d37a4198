import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first screen's route (/stories): its lazy screen is part of what the visitor waits for. */
export const FIRST_SCREEN_MODULES = ['src/features/stories/StoriesPage.tsx'];
export const FIRST_SCREEN_BUDGET_BYTES = 160 * 1024;

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The JavaScript a visitor downloads before the story list can show, from the build manifest
 * of a built app (dir): the entry script, every chunk it imports (index.html preloads them),
 * and the /stories screen's chunk with everything it imports. Sizes are gzip level 9.
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
  // A first-screen module bundled into the entry has no chunk of its own.
  for (const module of FIRST_SCREEN_MODULES) if (manifest[module]) visit(module);
  const files = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
