// End-to-end tests: starts the real product (emulator, API, built app) on spare loopback
// ports with throw-away data, runs Playwright in Debian's Chromium, then stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { portsAt, ROOT, startSeededProduct, TEST_PORTS } from './lib/product.mjs';

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing Debian’s chromium package...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (update.status === 0 && install.status === 0 && existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `End-to-end tests need Chromium at ${CHROMIUM_PATH}.\n` +
      'Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).',
  );
  process.exit(1);
}

ensureChromium();

/**
 * Two runs: the suite against the product with its seeded stories, then the catalogue's tests
 * (tests/e2e/catalogue.spec.ts, which need thousands of stories) against the same build with
 * a database of CATALOGUE_STORIES generated stories. Naming spec files runs only the runs
 * they belong to.
 */
const CATALOGUE_STORIES = Number(process.env.E2E_CATALOGUE_STORIES ?? 5000);
const CATALOGUE_SPEC = 'catalogue.spec.ts';
const specs = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const options = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const catalogueSpecs = specs.filter((spec) => spec.includes(CATALOGUE_SPEC));
const mainSpecs = specs.filter((spec) => !spec.includes(CATALOGUE_SPEC));
const runMain = specs.length === 0 || mainSpecs.length > 0;
const runCatalogue = specs.length === 0 || catalogueSpecs.length > 0;

// E2E_PORT_OFFSET lets two copies of the suite run side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = portsAt(TEST_PORTS, offset);
const dataDirs = [];

async function run(phase, args, productOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), `kahani-e2e-${phase}-`));
  dataDirs.push(dataDir);
  let product;
  try {
    product = await startSeededProduct({ ports, dataDir, ...productOptions(dataDir) });
  } catch (error) {
    console.error(error.message);
    return { status: 1, dataDir };
  }
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PHASE: phase,
      E2E_BASE_URL: product.url,
      E2E_API_URL: product.apiUrl,
      // The built app's folder: the update test changes its service worker as a deploy would.
      E2E_WEB_DIR: product.webDir,
      E2E_AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    },
  });
  await product.stop();
  if (result.status !== 0) console.error(`Logs of the product: ${join(dataDir, 'logs')}`);
  return { status: result.status ?? 1, dataDir };
}

let failed = false;
let appBuild = null;
if (runMain) {
  const main = await run('main', [...mainSpecs, ...options], () => ({}));
  failed ||= main.status !== 0;
  appBuild = join(main.dataDir, 'web');
}
if (runCatalogue) {
  const catalogue = await run(
    'catalogue',
    [...(catalogueSpecs.length ? catalogueSpecs : [`tests/e2e/${CATALOGUE_SPEC}`]), ...options],
    (dataDir) => ({
      catalogueStories: CATALOGUE_STORIES,
      ...(appBuild ? { outDir: appBuild, reuseBuild: true } : { outDir: join(dataDir, 'web') }),
    }),
  );
  failed ||= catalogue.status !== 0;
}
if (!failed) for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
