// Server tests: always against embedded PGlite; again against real PostgreSQL when
// TEST_DATABASE_URL names one (CI starts Debian's on a loopback port).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/product.mjs';

const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
const run = (label, env) => {
  console.log(`\nServer tests on ${label}`);
  const result = spawnSync(vitest, ['run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', { USE_TEST_DATABASE: '' });
if (process.env.TEST_DATABASE_URL) run('PostgreSQL', { USE_TEST_DATABASE: '1' });
else console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
