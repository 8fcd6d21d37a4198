/// <reference types="node" />
import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_LANGUAGES, CATALOGUE_PARTS, partOfArea } from './catalogueParts.ts';
import { plainTextOf } from './plainText.ts';

const INDEX_ID = 'virtual:kahani-catalogues';

const PART_PREFIX = 'virtual:kahani-catalogue/';

/**
 * Serves the message catalogues to the app as modules of ICU messages already parsed, so the
 * browser never needs FormatJS's parser (about 7 KB gzip): `virtual:kahani-catalogues` exports
 * a loader per language and part, and English's first part itself, which the first screen needs.
 */
export function cataloguesPlugin(cataloguesDir: string): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'kahani-catalogues',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PART_PREFIX)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(INDEX_ID)) {
        const loaders = CATALOGUE_LANGUAGES.map(
          (language) =>
            `  ${language}: { ${CATALOGUE_PARTS.map((part) =>
              language === 'english' && part === 'first'
                ? `${part}: () => Promise.resolve({ default: englishFirstPart })`
                : `${part}: () => import('${PART_PREFIX}${language}/${part}')`,
            ).join(', ')} },`,
        );
        return [
          `import englishFirstPart from '${PART_PREFIX}english/first';`,
          'export { englishFirstPart };',
          `export const catalogueLoaders = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      if (!id.startsWith(resolved(PART_PREFIX))) return undefined;
      const [language, part] = id.slice(resolved(PART_PREFIX).length).split('/');
      const dir = join(cataloguesDir, language ?? '');
      const messages: Record<string, unknown> = {};
      for (const file of readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()) {
        if (partOfArea(file.replace(/\.json$/, '')) !== part) continue;
        const path = join(dir, file);
        this.addWatchFile(path);
        const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(catalogue)) {
          try {
            // A message without arguments or tags ships as its text.
            const parsed = parse(message);
            messages[key] = plainTextOf(parsed) ?? parsed;
          } catch (error) {
            this.error(`${path}: ${key}: ${(error as Error).message}`);
          }
        }
      }
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
