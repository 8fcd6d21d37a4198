import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';

const PUBLIC = [
  'Home',
  'About Us',
  'Stories',
  'Saved stories',
  'Create your Story',
  'MessageBoard',
  'LeaderBoard',
];
const ADMIN_ONLY = [
  'Upload SVG',
  'Import books',
  'Modification',
  'Pending',
  'Error Log',
  'Edit Game',
  'Delete Accout',
];

const menu = async () => (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0]!;
const entries = async () =>
  within(await menu())
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text && text !== 'Kahani');

describe('side menu', () => {
  it('shows the public entries to an anonymous visitor', async () => {
    renderApp('/about');
    expect(await entries()).toEqual(PUBLIC);
  });

  it('shows the same entries to a parent', async () => {
    renderApp('/about', { user: PARENT });
    expect(await entries()).toEqual(PUBLIC);
  });

  it('adds the administrator entries for a configured administrator', async () => {
    renderApp('/about', { user: ADMIN });
    expect(await entries()).toEqual([...PUBLIC, ...ADMIN_ONLY]);
    const links = within(await menu()).getAllByRole('link');
    expect(links.find((link) => link.textContent === 'Delete Accout')).toHaveAttribute(
      'href',
      '/RemoveAccount',
    );
    expect(links.find((link) => link.textContent === 'Edit Game')).toHaveAttribute(
      'href',
      '/pending-games',
    );
  });

  it('puts every menu entry in a list item, and the administration list under its heading', async () => {
    renderApp('/stories', { user: ADMIN });
    const nav = await menu();
    for (const list of within(nav).getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
    const admin = within(nav).getByRole('list', { name: 'Administration' });
    expect(within(admin).getAllByRole('listitem')).toHaveLength(ADMIN_ONLY.length);
  });

  it('has the logo linking to /', async () => {
    renderApp('/about');
    expect(within(await menu()).getByRole('link', { name: 'Kahani home' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('top bar', () => {
  it('shows Login when signed out', async () => {
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes a signed-in user by display name, or as User', async () => {
    renderApp('/about', { user: PARENT });
    expect(await screen.findByText('Welcome, Meera Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says Welcome, User when there is no display name', async () => {
    renderApp('/about', { user: { ...PARENT, displayName: null } });
    expect(await screen.findByText('Welcome, User')).toBeInTheDocument();
  });

  it('logs out: clears the user and goes to /login', async () => {
    const { store, router, identity } = renderApp('/about', { user: PARENT });
    identity.emitSession(PARENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().user).toMatchObject({ user: null, isAuthenticated: false });
  });
});

describe('footer', () => {
  it('names the brand and the current year', async () => {
    renderApp('/about');
    const year = new Date().getFullYear();
    expect(await screen.findByText(`© ${year} Kahani. All rights reserved.`)).toBeInTheDocument();
  });
});
