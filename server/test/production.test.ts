import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BUNDLE = join(ROOT, 'server', 'dist', 'main.mjs');
// Only in the server tests' PostgreSQL run, whose database the PGlite run beside it leaves alone.
const DATABASE_URL = process.env.USE_TEST_DATABASE ? process.env.TEST_DATABASE_URL : undefined;
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'kahani-production-check',
  ADMIN_UIDS: 'admin-asha',
  LOG_LEVEL: 'warn',
};

/** The environment of this machine minus anything that would change what is tested. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'AUTH_EMULATOR_TRUSTED', 'DATABASE_URL'])
    delete env[name];
  return { ...env, ...extra };
}

function runBundle(extra: Record<string, string>) {
  return spawnSync(process.execPath, [BUNDLE], {
    env: cleanEnv(extra),
    encoding: 'utf8',
    timeout: 30_000,
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no answer from ${url}/health: ${output()}`);
}

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`npm run build:server failed: ${build.stderr}`);
});

describe('the built server in production', () => {
  it('refuses to start with the Auth emulator, even when told to trust it', () => {
    const emulators: Record<string, string>[] = [
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR_TRUSTED: 'development-only' },
      { FIREBASE_AUTH_EMULATOR_HOST: ' ' },
    ];
    for (const extra of emulators) {
      const run = runBundle({ ...PRODUCTION, DATABASE_URL: 'postgres://unused/kahani', ...extra });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^Refusing to start: FIREBASE_AUTH_EMULATOR_HOST/);
    }
  });

  it('refuses to start on embedded PGlite', () => {
    const run = runBundle(PRODUCTION);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/needs DATABASE_URL/);
  });
});

if (!DATABASE_URL) {
  console.log(
    'The run of the built server on PostgreSQL is left to the PostgreSQL run of the server ' +
      'tests (TEST_DATABASE_URL; eval "$(bash scripts/ci-postgres.sh start)" gives one).',
  );
}

describe.skipIf(!DATABASE_URL)('the built server on PostgreSQL', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kahani-prod-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Kahani</title>');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [BUNDLE], {
      env: cleanEnv({
        ...PRODUCTION,
        DATABASE_URL: DATABASE_URL!,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        WEB_DIR: webDir,
        TRUST_PROXY: '1',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    await waitForHealth(url, child, () => output);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the API and the app, and refuses unsigned tokens', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
    const stories = await fetch(`${url}/KahaniJson/kahanis`);
    expect(stories.status).toBe(200);
    expect(((await stories.json()) as unknown[]).length).toBeGreaterThan(0);

    const page = await fetch(`${url}/stories`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Kahani</title>');

    // A token the emulator would accept: header and claims, no signature.
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'admin-asha', user_id: 'admin-asha' })}.`;
    const admin = await fetch(`${url}/errorLog`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(admin.status).toBe(401);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
