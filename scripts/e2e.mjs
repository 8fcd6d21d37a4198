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
const dataDir = mkdtempSync(join(tmpdir(), 'kahani-e2e-'));
// E2E_PORT_OFFSET lets two copies of the suite run side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = portsAt(TEST_PORTS, offset);
let product;
try {
  product = await startSeededProduct({ ports, dataDir });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const result = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'playwright'),
  ['test', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: product.url,
      E2E_API_URL: product.apiUrl,
      E2E_AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    },
  },
);
await product.stop();
if (result.status === 0) rmSync(dataDir, { recursive: true, force: true });
else console.error(`Logs of the product: ${join(dataDir, 'logs')}`);
process.exit(result.status ?? 1);
