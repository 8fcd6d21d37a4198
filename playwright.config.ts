import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Runs against the product that scripts/e2e.mjs starts; Debian's Chromium, nothing downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  // The catalogue's tests run against a database of thousands of stories (scripts/e2e.mjs).
  ...(process.env.E2E_PHASE === 'catalogue'
    ? { testMatch: 'catalogue.spec.ts' }
    : { testIgnore: 'catalogue.spec.ts' }),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4180',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // The app's service worker stays out of the way (precaching, answering pictures) except in
    // the offline tests, which allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
