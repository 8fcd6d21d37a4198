// `npm start`: the whole product, seeded and offline, on 127.0.0.1. Ctrl-C stops it.
import { join } from 'node:path';
import { DEMO_LOGINS, ROOT, hasExport, startProduct } from './lib/product.mjs';

const env = process.env;
const dataDir = join(ROOT, '.firebase-data');
const savedAccounts = join(dataDir, 'auth');
const ports = {
  web: Number(env.WEB_PORT ?? 4173),
  api: Number(env.API_PORT ?? 8787),
  auth: Number(env.AUTH_EMULATOR_PORT ?? 9099),
  hub: Number(env.EMULATOR_HUB_PORT ?? 4400),
  logging: Number(env.EMULATOR_LOGGING_PORT ?? 4500),
};

const product = await startProduct({
  ports,
  dataDir,
  // Accounts made while running are kept for the next start; the first start loads the seed.
  authImport: hasExport(savedAccounts) ? savedAccounts : join(ROOT, 'firebase', 'seed'),
  authExport: savedAccounts,
  pgliteDir: env.PGLITE_DIR ?? join(ROOT, 'server', 'data', 'pglite'),
}).catch((error) => {
  console.error(`\nKahani could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
  Kahani is running:  ${product.url}
  API:                ${product.apiUrl}   (OpenAPI document at ${product.apiUrl}/docs)
  Logs:               ${product.logDir}

  Demo logins (local Auth emulator only):
${DEMO_LOGINS.map((l) => `    ${l.role.padEnd(14)} ${l.email.padEnd(22)} ${l.password}`).join('\n')}

  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Kahani...');
    await product.stop();
    process.exit(0);
  });
}
