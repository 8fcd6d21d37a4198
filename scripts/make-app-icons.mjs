// Makes the installed app's icons from public/logo.svg: `node scripts/make-app-icons.mjs`.
// The maskable icon fills its square with the logo's blue and keeps the drawing inside the
// central 80 % that every launcher's mask leaves visible.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/product.mjs';

const logo = readFileSync(join(ROOT, 'public', 'logo.svg'));
const out = (name) => join(ROOT, 'public', 'icons', name);

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`kahani-${size}.png`));
}

const MASKABLE = 512;
// The logo's rounded square becomes a full-bleed one, with a margin of a tenth on each side.
const fullBleed = logo
  .toString('utf8')
  .replace('viewBox="0 0 64 64"', 'viewBox="-8 -8 80 80"')
  .replace('<rect width="64" height="64" rx="16"', '<rect x="-8" y="-8" width="80" height="80"');
await sharp(Buffer.from(fullBleed), { density: (72 * MASKABLE) / 64 })
  .resize(MASKABLE, MASKABLE)
  .png({ compressionLevel: 9 })
  .toFile(out(`kahani-maskable-${MASKABLE}.png`));

await sharp(logo, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: '#3498db' })
  .png({ compressionLevel: 9 })
  .toFile(out('apple-touch-icon-180.png'));
console.log('Icons written to public/icons/.');
