import { describe, expect, it } from 'vitest';
import { AUTH_EMULATOR_OPT_IN, loadConfig } from '../src/config';

const EMULATOR = '127.0.0.1:9099';
const optIn = { AUTH_EMULATOR_TRUSTED: AUTH_EMULATOR_OPT_IN };
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kahani@db.internal/kahani',
  FIREBASE_PROJECT_ID: 'kahani-live',
};

describe('trusting the Auth emulator', () => {
  it('needs the opt-in and NODE_ENV exactly development or test', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, ...optIn });
      expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe(EMULATOR);
    }
  });

  it.each([
    ['production without the opt-in', { NODE_ENV: 'production' }],
    ['production with the opt-in', { NODE_ENV: 'production', ...optIn }],
    ['NODE_ENV unset', {}],
    ['NODE_ENV unset with the opt-in', optIn],
    ['NODE_ENV=Production', { NODE_ENV: 'Production', ...optIn }],
    ['NODE_ENV=staging', { NODE_ENV: 'staging', ...optIn }],
    ['NODE_ENV=" development"', { NODE_ENV: ' development', ...optIn }],
    ['development without the opt-in', { NODE_ENV: 'development' }],
    [
      'development with another opt-in value',
      { NODE_ENV: 'development', AUTH_EMULATOR_TRUSTED: 'true' },
    ],
  ])('refuses to start: %s', (_label, env) => {
    expect(() => loadConfig({ ...env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR })).toThrow(
      /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set.*AUTH_EMULATOR_TRUSTED=development-only/,
    );
  });

  it.each(['', '   '])('refuses a blank emulator host (%j) even with the opt-in', (host) => {
    expect(() =>
      loadConfig({ NODE_ENV: 'development', ...optIn, FIREBASE_AUTH_EMULATOR_HOST: host }),
    ).toThrow(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but blank/);
  });

  it('starts without the emulator whatever NODE_ENV says', () => {
    expect(loadConfig({}).FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'staging' }).NODE_ENV).toBe('staging');
  });
});

describe('production settings', () => {
  it('refuses the emulator, embedded PGlite and demo projects', () => {
    expect(() => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR })).toThrow(
      /Refusing to start/,
    );
    expect(() => loadConfig({ ...production, DATABASE_URL: '' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'demo-kahani' })).toThrow(
      /needs FIREBASE_PROJECT_ID/,
    );
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: undefined })).toThrow(
      /needs FIREBASE_PROJECT_ID/,
    );
    expect(() => loadConfig({ ...production, NODE_ENV: 'Production', DATABASE_URL: '' })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(loadConfig(production).DATABASE_URL).toBe(production.DATABASE_URL);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses "true" and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      /not understood: proxy.internal/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/not understood/);
  });
});
