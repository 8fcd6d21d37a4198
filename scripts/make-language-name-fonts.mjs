// Writes src/lib/languageNameFonts/*.woff2 (see src/lib/languageNameFonts.ts) after a language
// name changes: `node --import tsx scripts/make-language-name-fonts.mjs`. A test fails while
// the files are out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LANGUAGE_NAME_FONT_DIR,
  LANGUAGE_NAME_SCRIPTS,
  makeLanguageNameFont,
  namesIn,
} from './lib/languageNameFonts.mjs';

for (const script of Object.keys(LANGUAGE_NAME_SCRIPTS)) {
  const font = await makeLanguageNameFont(script);
  writeFileSync(join(LANGUAGE_NAME_FONT_DIR, `${script}.woff2`), font);
  console.log(`${script}: ${font.length} bytes for "${namesIn(script)}"`);
}
