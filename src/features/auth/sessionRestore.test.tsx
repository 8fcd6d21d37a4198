import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/handlers';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

/**
 * A page opened by URL (or reloaded) has the saved user at once, but the identity provider
 * restores its session a little later. Calls made meanwhile must wait for it, or they leave
 * without a token and the screen says "Please sign in to do this."
 */

describe('signed-in screens opened by URL while the session is being restored', () => {
  it.each([
    ['/Show', PARENT, '/inbox/parent-1'],
    ['/stories', PARENT, '/KahaniJson/getkahanis/parent-1'],
    ['/stories/my-tale', PARENT, '/KahaniJson/slug/my-tale'],
    ['/StoryModificationGrid', ADMIN, '/storiesModification'],
    ['/PendingStoriesGrid', ADMIN, '/storiesModification?status=pending'],
    ['/ErrorLog', ADMIN, '/errorLog?page=0'],
    ['/storiesModification/story-1', ADMIN, '/storiesModification/story-1'],
  ])('%s sends the restored token with its first call', async (path, user, call) => {
    const calls: { url: string; caller: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push({ url: request.url, caller: callerOf(request) });
    });
    try {
      const { identity } = renderApp(path, { user, identity: { holdRestore: true } });
      // The screen is up and has asked for its data; only then does the session come back.
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'H1' || element?.getAttribute('aria-label') === 'Loading story',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      identity.finishRestore();
      await waitFor(() => expect(calls.some(({ url }) => url.includes(call))).toBe(true));
      const first = calls.find(({ url }) => url.includes(call));
      expect(first?.caller).toBe(user.uid);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByText(/Please sign in/)).not.toBeInTheDocument();
    } finally {
      server.events.removeAllListeners();
    }
  });
});
