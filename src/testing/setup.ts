import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetNarrations } from '../features/reader/narrationApi';
import { loadCatalogue } from '../i18n/catalogues';
import { markAppShown } from '../lib/idle';
import { server } from './server';

// Lazy screens load their chunk and their messages first; a busy 2-core machine needs more than
// 1 s, and a machine shared with other work at times more than 5 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no media playback.
HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause() {};
URL.createObjectURL ??= () => 'blob:test-audio';
URL.revokeObjectURL ??= () => undefined;

// Screens render as in the app once its first screen is shown: idle work may start.
markAppShown();

// Every English message, as a visitor has them once the first screen has settled.
await loadCatalogue('english');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  forgetNarrations();
});
afterAll(() => server.close());
