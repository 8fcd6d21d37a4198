import { createHash } from 'node:crypto';

/**
 * The app's Content-Security-Policy, written into index.html at build time (a meta tag works
 * on any static host). Scripts come only from the app's own origin; the API, the identity
 * provider and, when configured, analytics are the only other places the page may reach.
 */
export interface PolicyInputs {
  apiBaseUrl: string;
  /** host:port of the Firebase Auth emulator, when the app uses it. */
  authEmulatorHost?: string | undefined;
  gaMeasurementId?: string | undefined;
  /** The page's own inline scripts, allowed by their SHA-256 and nothing else inline. */
  inlineScripts?: readonly string[];
}

const FIREBASE_AUTH = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export function contentSecurityPolicy({
  apiBaseUrl,
  authEmulatorHost,
  gaMeasurementId,
  inlineScripts = [],
}: PolicyInputs): string {
  const api = new URL(apiBaseUrl).origin;
  const identity = authEmulatorHost ? [`http://${authEmulatorHost}`] : FIREBASE_AUTH;
  const analytics = gaMeasurementId ? ANALYTICS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScripts.map((script) => `'sha256-${sha256Base64(script)}'`),
      ...(gaMeasurementId ? ['https://www.googletagmanager.com'] : []),
    ],
    // MUI's styling engine writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...analytics],
    // Narration arrives as JSON and plays from object URLs.
    'media-src': ["'self'", 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, ...identity, ...analytics],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
