// Starts the whole product on loopback: Auth emulator, API (seeded), built app.
// Used by `npm start` and by the end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compressBuiltApp } from './compress.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ADMIN_UIDS = 'kahani-admin-asha,kahani-admin-ravi';
export const PROJECT_ID = 'demo-kahani';
export const DEMO_LOGINS = [
  { role: 'administrator', email: 'asha@kahani.local', password: 'kahani-asha' },
  { role: 'administrator', email: 'ravi@kahani.local', password: 'kahani-ravi' },
  { role: 'parent', email: 'meera@kahani.local', password: 'kahani-meera' },
];
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

async function waitFor(url, { timeoutMs, child, name, logFile }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${name} stopped (exit ${child.exitCode}); see ${logFile}\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(
    `${name} did not answer at ${url} within ${timeoutMs / 1000} s; see ${logFile}\n${tail(logFile)}`,
  );
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

function startChild(name, command, args, { env, logDir }) {
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  // Own process group, so stopping it stops everything it started.
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return { name, child, logFile };
}

async function stopChild({ child }, signal = 'SIGINT', graceMs = 15000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const timer = sleep(graceMs).then(() => 'timeout');
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

/**
 * How one copy's Auth emulator is started. The emulator hub writes its locator file under the
 * OS temp folder, keyed only by project id, so two copies on one machine would find each
 * other's hub, and on stop one would export the other's accounts into its own folder. Each
 * copy therefore gets a temp folder of its own inside its data folder.
 */
export function authEmulatorLaunch({ ports, dataDir, authImport, authExport }) {
  const configFile = join(dataDir, 'firebase.json');
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    configFile,
  ];
  if (authImport) args.push('--import', authImport);
  if (authExport) args.push('--export-on-exit', authExport);
  const tmpDir = join(dataDir, 'tmp');
  return {
    configFile,
    config,
    args,
    env: {
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? 'true',
      TMPDIR: tmpDir,
      TMP: tmpDir,
      TEMP: tmpDir,
    },
  };
}

/** The local API trusts this copy's emulator, which the server allows only on this opt-in. */
export function apiEnv({ ports, pgliteDir }) {
  return {
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    CORS_ORIGINS: `http://127.0.0.1:${ports.web},http://localhost:${ports.web}`,
    ADMIN_UIDS: process.env.ADMIN_UIDS ?? ADMIN_UIDS,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    AUTH_EMULATOR_TRUSTED: 'development-only',
    NODE_ENV: 'development',
    PGLITE_DIR: pgliteDir,
  };
}

/**
 * ports: { web, api, auth, hub, logging }; dataDir holds logs, PGlite and emulator config.
 * authImport: folder of an emulator export to load; authExport: where to save on exit.
 * outDir: where the app is built (its own folder, so a test run leaves a running product alone).
 * webFromApi: serve the built app the production way, from the API's own origin (WEB_DIR),
 * precompressed, instead of from a separate preview server.
 * reuseBuild: keep an app already built in outDir for the same ports instead of building again.
 * catalogueStories: fill the database with that many generated stories (`npm run
 * seed:catalogue`) before the API starts, for the catalogue's tests and benchmarks.
 */
export async function startProduct({
  ports,
  dataDir,
  authImport,
  authExport,
  pgliteDir,
  outDir = join(ROOT, 'dist'),
  webFromApi = false,
  reuseBuild = false,
  catalogueStories = 0,
  log = console.log,
}) {
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const children = [];
  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child);
  };

  try {
    const emulator = authEmulatorLaunch({ ports, dataDir, authImport, authExport });
    mkdirSync(emulator.env.TMPDIR, { recursive: true });
    writeFileSync(emulator.configFile, JSON.stringify(emulator.config));
    log('Starting the Auth emulator...');
    const auth = startChild('auth-emulator', bin('firebase'), emulator.args, {
      env: emulator.env,
      logDir,
    });
    children.push(auth);

    const viteEnv = {
      VITE_API_BASE_URL: `http://127.0.0.1:${ports.api}`,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_ADMIN_UIDS: process.env.VITE_ADMIN_UIDS ?? ADMIN_UIDS,
    };
    if (!(reuseBuild && existsSync(join(outDir, 'index.html')))) {
      log('Building the app...');
      const build = spawnSync(
        bin('vite'),
        ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: ROOT,
          env: { ...process.env, ...viteEnv },
          stdio: 'inherit',
        },
      );
      if (build.status !== 0) throw new Error('The app build failed');
      if (webFromApi) compressBuiltApp(outDir);
    }
    if (catalogueStories > 0) {
      log(`Seeding ${catalogueStories} catalogue stories...`);
      const seeded = spawnSync(
        'npm',
        ['run', '--silent', 'seed:catalogue', '--', '--stories', String(catalogueStories)],
        {
          cwd: ROOT,
          env: { ...process.env, ...apiEnv({ ports, pgliteDir }), DATABASE_URL: '' },
          stdio: 'inherit',
        },
      );
      if (seeded.status !== 0) throw new Error('Seeding the catalogue failed');
    }

    await waitFor(`http://127.0.0.1:${ports.auth}/`, {
      timeoutMs: 90_000,
      child: auth.child,
      name: 'Auth emulator',
      logFile: auth.logFile,
    });

    log('Starting the API...');
    const api = startChild('api', process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...apiEnv({ ports, pgliteDir }), ...(webFromApi ? { WEB_DIR: outDir } : {}) },
      logDir,
    });
    children.push(api);
    await waitFor(`http://127.0.0.1:${ports.api}/health`, {
      timeoutMs: 120_000,
      child: api.child,
      name: 'API',
      logFile: api.logFile,
    });

    const apiUrl = `http://127.0.0.1:${ports.api}`;
    if (webFromApi) return { url: apiUrl, apiUrl, stop, logDir, webDir: outDir };

    const web = startChild(
      'web',
      bin('vite'),
      [
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.web),
        '--strictPort',
        '--outDir',
        outDir,
      ],
      { env: viteEnv, logDir },
    );
    children.push(web);
    await waitFor(`http://127.0.0.1:${ports.web}/`, {
      timeoutMs: 30_000,
      child: web.child,
      name: 'Web server',
      logFile: web.logFile,
    });
    return {
      url: `http://127.0.0.1:${ports.web}`,
      apiUrl,
      stop,
      logDir,
      webDir: outDir,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function hasExport(dir) {
  return existsSync(join(dir, 'firebase-export-metadata.json'));
}

/** The ports of throwaway copies of the product: the end-to-end suite's and the benchmarks'. */
export const TEST_PORTS = { web: 4180, api: 8790, auth: 9199, hub: 4410, logging: 4510 };
export const BENCH_PORTS = { web: 4380, api: 8990, auth: 9399, hub: 4610, logging: 4710 };

/** A set of ports moved by `offset`, so two copies can run side by side on one machine. */
export const portsAt = (base, offset) =>
  Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));

/**
 * A throwaway copy of the product in `dataDir`: the seeded accounts, its own database and its
 * own build of the app. Other options as startProduct's.
 */
export function startSeededProduct({ dataDir, ...options }) {
  return startProduct({
    dataDir,
    authImport: join(ROOT, 'firebase', 'seed'),
    pgliteDir: join(dataDir, 'pglite'),
    outDir: join(dataDir, 'web'),
    ...options,
  });
}
