import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { ROOT, apiEnv, authEmulatorLaunch } from './product.mjs';

const ports = (offset) => ({
  web: 4173 + offset,
  api: 8787 + offset,
  auth: 9099 + offset,
  hub: 4400 + offset,
  logging: 4500 + offset,
});

/** Where firebase-tools, run with these variables, writes its emulator hub's locator file. */
function hubLocatorFile(env) {
  const script =
    "const { EmulatorHub } = require('firebase-tools/lib/emulator/hub');" +
    "process.stdout.write(EmulatorHub.getLocatorFilePath('demo-kahani'));";
  return execFileSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('Auth emulator launch settings', () => {
  it("gives each copy of the product its own hub locator file inside the copy's data folder", () => {
    const first = authEmulatorLaunch({ ports: ports(0), dataDir: '/srv/kahani-a/.firebase-data' });
    const second = authEmulatorLaunch({ ports: ports(7), dataDir: '/srv/kahani-b/.firebase-data' });
    const firstLocator = hubLocatorFile(first.env);
    const secondLocator = hubLocatorFile(second.env);
    expect(firstLocator.startsWith('/srv/kahani-a/.firebase-data/')).toBe(true);
    expect(secondLocator.startsWith('/srv/kahani-b/.firebase-data/')).toBe(true);
    expect(firstLocator).not.toBe(secondLocator);
  });

  it('loads, exports and listens where it is told', () => {
    const launch = authEmulatorLaunch({
      ports: ports(0),
      dataDir: '/data',
      authImport: '/seed',
      authExport: '/data/auth',
    });
    expect(launch.args).toEqual(
      expect.arrayContaining(['--import', '/seed', '--export-on-exit', '/data/auth']),
    );
    expect(launch.args).toContain(join('/data', 'firebase.json'));
    expect(launch.config.emulators.auth.port).toBe(9099);
    expect(launch.config.emulators.hub.port).toBe(4400);
  });
});

describe('the local API', () => {
  it("is started with settings the server accepts, trusting only this copy's emulator", () => {
    const config = loadConfig(apiEnv({ ports: ports(3), pgliteDir: '/data/pglite' }));
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9102');
    expect(config.NODE_ENV).toBe('development');
  });
});
