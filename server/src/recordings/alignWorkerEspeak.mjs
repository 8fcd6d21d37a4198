// @ts-check
// Makes echogarden use the installed npm package @echogarden/espeak-ng-emscripten, offline.
//
// echogarden loads eSpeak from its package folder (<data dir>/packages/
// espeak-ng-emscripten-<version>, under the home directory) and downloads the package only
// when that folder is missing. The folder is made a link to the npm package, and the
// download address a closed local port, so a missing package fails at once instead of
// reaching the network.

import { existsSync, lstatSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Nothing listens on the discard port: any download attempt fails immediately. */
const NO_DOWNLOADS = 'http://127.0.0.1:9/offline/';

/** @param {typeof import('echogarden')} api */
export async function loadEspeakFromPackage(api) {
  api.setGlobalOption('packageBaseURL', NO_DOWNLOADS);
  await linkEspeakPackage();
}

/** Makes echogarden's eSpeak package folder the installed npm package. */
async function linkEspeakPackage() {
  const packages = await import('echogarden/dist/utilities/PackageManager.js');
  const folder = join(
    await packages.ensureAndGetPackagesDir(),
    packages.resolveToVersionedPackageNameIfNeeded('espeak-ng-emscripten'),
  );
  const installed = dirname(
    createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten/package.json'),
  );
  let current;
  try {
    current = lstatSync(folder);
  } catch {
    current = undefined;
  }
  // A link left by another checkout may point at a folder that is gone: replace it.
  if (current?.isSymbolicLink() && readlinkSync(folder) !== installed) {
    rmSync(folder, { force: true });
    current = undefined;
  }
  if (!current) {
    try {
      symlinkSync(installed, folder, 'dir');
    } catch (error) {
      // Another worker made it first.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
  if (!existsSync(join(folder, 'espeak-ng.js'))) {
    throw new Error(`eSpeak package folder ${folder} has no espeak-ng.js`);
  }
}
