// Writes src/lib/scriptFonts/*.css (see src/lib/scriptFonts/faces.ts) after a face is added or
// a package updated: `node --import tsx scripts/make-script-font-styles.mjs`. A test fails while
// the files are out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCRIPT_FACES } from '../src/lib/scriptFonts/faces.ts';
import { SCRIPT_FONT_STYLE_DIR, scriptFontStylesheet } from './lib/scriptFonts.mjs';

for (const face of Object.keys(SCRIPT_FACES)) {
  const stylesheet = await scriptFontStylesheet(face);
  writeFileSync(join(SCRIPT_FONT_STYLE_DIR, `${face}.css`), stylesheet);
  console.log(`${face}.css: ${(stylesheet.match(/@font-face/g) ?? []).length} faces`);
}
