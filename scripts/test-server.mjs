// Server tests: always against embedded PGlite; again against real PostgreSQL when
// TEST_DATABASE_URL names one (CI starts Debian's on a loopback port). The two runs share
// nothing (each has its own databases, servers listen on free ports), so they run side by
// side, one core each; each run's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/product.mjs';

const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');

function run(label, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(vitest, ['run', '--project', 'server', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\nServer tests on ${label} (${seconds} s, exit ${code})\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const runs = [run('PGlite', { USE_TEST_DATABASE: '' })];
if (process.env.TEST_DATABASE_URL) runs.push(run('PostgreSQL', { USE_TEST_DATABASE: '1' }));
else console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
