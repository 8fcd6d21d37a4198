import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppUser } from '../../lib/identity';
import { childProfile, childrenServerFor } from '../../testing/childrenHandlers';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const TARA = childProfile({ id: 'tara', nickname: 'Tara', avatar: 'elephant' });
const KABIR = childProfile({ id: 'kabir', nickname: 'Kabir', avatar: 'tiger' });

/** The account's profiles as the server keeps them. */
function family(owner: AppUser | string, children = [TARA, KABIR]) {
  const served = childrenServerFor(typeof owner === 'string' ? owner : owner.uid, children);
  server.use(...served.handlers);
  return served;
}

const readerButton = () => screen.findByRole('button', { name: /^Reading now: / });

describe("Who's reading?", () => {
  it('is asked after signing in, then the reader goes on to where they were going', async () => {
    family('uid-meera@example.com');
    const { router, store } = renderApp('/leaderboard');
    await screen.findByLabelText(/^E-mail/);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'meera@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const heading = await screen.findByRole('heading', { level: 1, name: "Who's reading?" });
    expect(router.state.location.pathname).toBe('/whos-reading');
    // Said first, and where the keyboard starts.
    await waitFor(() => expect(heading).toHaveFocus());
    const readers = screen.getByRole('list', { name: 'Readers' });
    expect(
      within(readers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tara', 'Kabir', 'MeGrown-up']);

    await userEvent.click(within(readers).getByRole('button', { name: 'Tara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    expect(await readerButton()).toHaveAccessibleName('Reading now: Tara. Change who is reading');
    expect(store.getState().activeReader).toMatchObject({
      account: 'uid-meera@example.com',
      child: { id: 'tara', nickname: 'Tara', avatar: 'elephant' },
    });
    // Kept for the tab only.
    expect(sessionStorage.getItem('persist:reader')).toContain('tara');
    expect(localStorage.getItem('persist:root')).not.toContain('tara');
  });

  it('is asked in a new tab of a signed-in account with profiles, and works with the keyboard', async () => {
    family(PARENT);
    const { router } = renderApp('/stories', { user: PARENT });
    await screen.findByRole('heading', { name: "Who's reading?" });
    expect(router.state.location.pathname).toBe('/whos-reading');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tara' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stories'));
    expect(await readerButton()).toHaveAccessibleName('Reading now: Kabir. Change who is reading');
  });

  it("speaks the interface language of the child's profile once the child is chosen", async () => {
    family(PARENT, [TARA, { ...KABIR, interfaceLanguage: 'hindi' }]);
    const { store } = renderApp('/whos-reading', { user: PARENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Kabir' }));
    await waitFor(() => expect(store.getState().interfaceLanguage.language).toBe('hindi'));
    expect(await screen.findByRole('button', { name: 'लॉग आउट करें' })).toBeInTheDocument();
  });

  it('is not asked of an account without profiles, which reads as itself', async () => {
    const served = family(PARENT, []);
    const { router, store } = renderApp('/stories', { user: PARENT });
    await screen.findByText('Welcome, Meera Rao');
    await waitFor(() => expect(store.getState().activeReader.account).toBe(PARENT.uid));
    expect(store.getState().activeReader.child).toBeNull();
    expect(router.state.location.pathname).toBe('/stories');
    expect(screen.queryByRole('button', { name: /^Reading now/ })).not.toBeInTheDocument();
    expect(served.requests).toEqual(['GET /children']);
  });

  it('is not asked again in the tab once answered, and signing out forgets the answer', async () => {
    family(PARENT);
    const { router, store } = renderApp('/whos-reading', { user: PARENT });
    await userEvent.click(await screen.findByRole('button', { name: /^Me/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await readerButton()).toHaveAccessibleName('Reading now: Me. Change who is reading');
    void router.navigate('/leaderboard');
    await screen.findByRole('tab', { name: 'This week' });
    expect(router.state.location.pathname).toBe('/leaderboard');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().activeReader.account).toBeNull());
    expect(sessionStorage.getItem('persist:reader') ?? '').not.toContain(PARENT.uid);
  });

  it.each(['/family', '/children'])(
    'is not asked where a parent opens a grown-up place by its address (%s)',
    async (place) => {
      family(PARENT);
      const { router } = renderApp(place, { user: PARENT });
      await screen.findByRole('heading', { level: 1, name: 'For grown-ups' }, { timeout: 10_000 });
      // The bar knows the profiles by now, and still leaves the parent where they went.
      await readerButton();
      expect(router.state.location.pathname).toBe(place);
      expect(screen.queryByRole('heading', { name: "Who's reading?" })).not.toBeInTheDocument();
    },
  );

  it('says so when the profiles cannot load, with a retry, and still offers the grown-up', async () => {
    const served = family(PARENT);
    server.use(http.get(`${API}/children`, () => HttpResponse.error(), { once: true }));
    renderApp('/whos-reading', { user: PARENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach Kahani.');
    expect(screen.getByRole('button', { name: /^Me/ })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Tara' })).toBeInTheDocument();
    expect(served.requests).toContain('GET /children');
  });
});

describe('the top bar', () => {
  const taraReading = {
    activeReader: {
      account: PARENT.uid,
      child: { id: 'tara', nickname: 'Tara', avatar: 'elephant' },
    },
  };

  it('shows who is reading, and hands the device to another reader from its menu', async () => {
    family(PARENT);
    const { store } = renderApp('/stories', { user: PARENT, preloadedState: taraReading });
    const button = await readerButton();
    expect(within(button).getByText('Tara')).toBeInTheDocument();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Who is reading' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Switch to Kabir', 'Switch to me (grown-up)', "Who's reading?"]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to Kabir' }));
    await waitFor(() => expect(store.getState().activeReader.child).toMatchObject({ id: 'kabir' }));
    expect(await readerButton()).toHaveAccessibleName('Reading now: Kabir. Change who is reading');
  });

  it("opens Who's reading? and comes back to the same screen", async () => {
    family(PARENT);
    const { router } = renderApp('/leaderboard', { user: PARENT, preloadedState: taraReading });
    await userEvent.click(await readerButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: "Who's reading?" }));
    await screen.findByRole('heading', { name: "Who's reading?" });
    // The reader of now is marked.
    expect(screen.getByRole('button', { name: /^Tara/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: /^Kabir/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
  });

  it('forgets a choice made under another account in the tab', async () => {
    family(PARENT);
    renderApp('/stories', {
      user: PARENT,
      preloadedState: { activeReader: { ...taraReading.activeReader, account: 'someone-else' } },
    });
    await screen.findByRole('heading', { name: "Who's reading?" });
  });
});
