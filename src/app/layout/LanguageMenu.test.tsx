import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderWithProviders';
import { INTERFACE_LANGUAGE_KEY } from '../../i18n/interfaceLanguage';

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});

async function chooseLanguage(current: string, name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Language: ${current}` }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitemradio', { name }));
}

describe('the interface language', () => {
  it('switches the menu and top bar to Tamil for a signed-out visitor, and the page lang', async () => {
    const { store } = renderApp('/stories');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Stories' })).toBeInTheDocument();

    await chooseLanguage('English', 'தமிழ்');

    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    const tamilNav = (await screen.findAllByRole('navigation', { name: 'முதன்மை மெனு' }))[0]!;
    expect(within(tamilNav).queryByRole('link', { name: 'Stories' })).not.toBeInTheDocument();
    expect(within(tamilNav).getByRole('link', { name: 'கதைகள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உள்நுழை' })).toHaveAttribute('href', '/login');
    // The story language follows, and the tab remembers the choice.
    expect(store.getState().settings.language).toBe('tamil');
    expect(sessionStorage.getItem(INTERFACE_LANGUAGE_KEY)).toBe('tamil');
    expect(screen.getByRole('button', { name: /தமிழ்/ })).toBeInTheDocument();
  });

  it('marks the current language and can go back to English', async () => {
    renderApp('/stories');
    await chooseLanguage('English', 'हिन्दी');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await userEvent.click(await screen.findByRole('button', { name: /हिन्दी/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
