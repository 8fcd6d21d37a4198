import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARENT, renderApp } from '../testing/renderWithProviders';

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
    const { container } = renderApp('/game-wizard', { user: PARENT });
    await screen.findByRole('heading', { name: 'Game Wizard' });
    expect(container.ownerDocument.querySelector(`[data-user-id="${PARENT.uid}"]`)).not.toBeNull();
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
