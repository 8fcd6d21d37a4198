import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { cataloguesPlugin } from './src/i18n/cataloguesPlugin.ts';
import { CATALOGUES_DIR } from './vite.config.ts';

// Playwright specs live in tests/e2e and are never collected here.
export default defineConfig({
  test: {
    // Vitest's default leaves a core free; on a 2-core machine that is one test file at a time.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react(), cataloguesPlugin(CATALOGUES_DIR)],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          css: false,
          // Whole screens with user-event on a busy 2-core machine need more than 5 s.
          testTimeout: 20_000,
          env: {
            VITE_API_BASE_URL: 'http://api.test',
            VITE_ADMIN_UIDS: 'admin-one,admin-two',
            VITE_APP_TITLE: 'Kahani',
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // Every answer a test receives is checked against the API's OpenAPI document.
          setupFiles: ['server/test/support/checkDocumentedAnswers.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
