import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('runs scripts from the app alone and reaches only the API and the identity provider', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: 'https://api.kahani.example/v1' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.kahani.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://api.kahani.example');
    expect(directive(policy, 'media-src')).toContain('blob:');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('googletagmanager');
  });

  it("allows the page's own inline script by its hash, and no other inline script", () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'http://127.0.0.1:8787',
      inlineScripts: ['console.log(1);'],
    });
    // printf 'console.log(1);' | openssl dgst -sha256 -binary | base64
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-NcFG924SlHfGQGG8hFEeEJDz1NgFlxPmZj3Us1sfdkI='",
    ]);
  });

  it('allows the local Auth emulator instead of Firebase when configured', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'http://127.0.0.1:8787',
      authEmulatorHost: '127.0.0.1:9099',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'http://127.0.0.1:9099',
    ]);
  });

  it('allows analytics only when a measurement id is set', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'http://127.0.0.1:8787',
      gaMeasurementId: 'G-TEST',
    });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});
