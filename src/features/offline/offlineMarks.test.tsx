import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { forgetDevice, freshDevice, keepCopy, setOnline } from '../../testing/offline';
import { renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const BANNER = "You're offline. Stories saved on this device can still be read.";

beforeEach(() => {
  freshDevice();
  server.use(
    http.get(`${API}/KahaniJson/kahanis`, () =>
      HttpResponse.json([
        summary({ _id: 'crow', slug: 'crow', title: 'The Thirsty Crow' }),
        summary({ _id: 'moon', slug: 'moon', title: 'The Moon' }),
      ]),
    ),
  );
});
afterEach(forgetDevice);

const card = (title: string) => screen.findByRole('article', { name: title });

describe('the list without a network', () => {
  it('marks the stories that need the network, and those saved on this device', async () => {
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    const moon = await card('The Moon');
    await within(moon).findByRole('button', { name: 'Keep for offline' });
    expect(within(moon).queryByTestId('needs-network-veil')).toBeNull();

    setOnline(false);
    expect(await within(moon).findByText('Needs the network')).toBeInTheDocument();
    // Faded, and not offered for keeping: there is no network to keep it with.
    expect(within(moon).getByTestId('needs-network-veil')).toBeInTheDocument();
    expect(within(moon).queryByRole('button', { name: 'Keep for offline' })).toBeNull();
    expect(within(crow).getByRole('button', { name: 'Saved on this device' })).toBeInTheDocument();
    expect(within(crow).queryByText('Needs the network')).toBeNull();
    expect(within(crow).queryByTestId('needs-network-veil')).toBeNull();

    setOnline(true);
    expect(await within(moon).findByRole('button', { name: 'Keep for offline' })).toBeVisible();
    expect(within(moon).queryByText('Needs the network')).toBeNull();
    expect(within(moon).queryByTestId('needs-network-veil')).toBeNull();
  });
});

describe('the offline banner', () => {
  it('says the app is offline under the top bar, and goes when the network returns', async () => {
    renderApp('/stories');
    await card('The Moon');
    setOnline(false);
    const banner = (await screen.findByText(BANNER)).closest<HTMLElement>('[role="status"]');
    expect(banner).not.toBeNull();
    expect(within(banner!).getByRole('link', { name: 'Saved stories' })).toHaveAttribute(
      'href',
      '/saved-stories',
    );

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
  });

  it('shows at once on a screen opened offline', async () => {
    setOnline(false);
    renderApp('/about');
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
  });
});
