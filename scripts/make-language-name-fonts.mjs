// Writes src/lib/languageNameFonts/*.woff2 and src/lib/languageNameFontsOnDemand/*.woff2 (see
// src/lib/languageNameFonts.ts) after a language name changes or a language is added:
// `node --import tsx scripts/make-language-name-fonts.mjs`. A test fails while the files are out
// of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ON_DEMAND_NAME_FACES } from '../src/lib/languageNameFontsOnDemand/faces.ts';
import {
  LANGUAGE_NAME_FONT_DIR,
  LANGUAGE_NAME_SCRIPTS,
  ON_DEMAND_NAME_FONT_DIR,
  makeLanguageNameFont,
  makeOnDemandNameFont,
  namesIn,
  onDemandNamesIn,
} from './lib/languageNameFonts.mjs';

for (const script of Object.keys(LANGUAGE_NAME_SCRIPTS)) {
  const font = await makeLanguageNameFont(script);
  writeFileSync(join(LANGUAGE_NAME_FONT_DIR, `${script}.woff2`), font);
  console.log(`${script}: ${font.length} bytes for "${namesIn(script)}"`);
}
for (const face of Object.keys(ON_DEMAND_NAME_FACES)) {
  const font = await makeOnDemandNameFont(face);
  writeFileSync(join(ON_DEMAND_NAME_FONT_DIR, `${face}.woff2`), font);
  console.log(`${face} (on demand): ${font.length} bytes for "${onDemandNamesIn(face)}"`);
}
