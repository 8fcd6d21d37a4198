import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PARENT, renderApp } from '../testing/renderWithProviders';
import { loadScreensAt } from './routes';
import { API, server } from '../testing/server';

const GUARDED = [
  '/storiesModification/abc',
  '/StoryModificationGrid',
  '/PendingStoriesGrid',
  '/ErrorLog',
  '/pending-games',
  '/game-wizard',
  '/RemoveAccount',
  '/CreateStory',
  '/MessageBoard',
  '/Show',
  '/leaderboard',
  '/uploadSVG',
  '/importBooks',
];

describe('routes', () => {
  it.each(GUARDED)('%s redirects a signed-out visitor to /login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it.each(GUARDED)('%s opens for a signed-in user', async (path) => {
    const { router } = renderApp(path, { user: PARENT });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('redirects unknown paths to /404, which shows Not Found', async () => {
    const { router } = renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows a screen fetched ahead by loadScreensAt in its first render, with no loading screen', async () => {
    await loadScreensAt('/privacy', { signedIn: false });
    let showedLoading = false;
    const watcher = new MutationObserver(() => {
      showedLoading ||= document.body.textContent.includes('Loading...');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    watcher.disconnect();
    expect(showedLoading).toBe(false);
  });

  it('shows Server Error at /500', async () => {
    renderApp('/500');
    expect(await screen.findByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Stories'],
    ['/stories', 'Stories'],
    ['/Home', 'Welcome to Kahani'],
    ['/about', 'About Us'],
    ['/privacy', 'Privacy'],
    ['/download-app', 'Get the app'],
  ])('%s shows %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('gives /game-wizard and /pending-games the current user id', async () => {
    // The wizard opens the draft of the user id it was given.
    const asked: string[] = [];
    server.use(
      http.get(`${API}/quizzes/drafts/:uid`, ({ params }) => {
        asked.push(String(params.uid));
        return HttpResponse.json({ draft: null, updatedAt: null });
      }),
    );
    renderApp('/game-wizard', { user: PARENT });
    await screen.findByRole('heading', { name: 'Game Wizard' });
    await waitFor(() => expect(asked).toEqual([PARENT.uid]));
  });

  it('brings the user back to the guarded page after login', async () => {
    const { router, store } = renderApp('/CreateStory');
    await screen.findByRole('heading', { name: 'Login' });
    const { logIn } = await import('../features/auth/authThunks');
    await store.dispatch(logIn({ email: 'meera@example.com', password: 'secret1' }));
    expect(await screen.findByRole('heading', { name: 'Create your Story' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CreateStory');
  });
});
