import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../../contract/preferences';
import { callerOf } from '../../testing/handlers';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const DARK_BACKGROUND = 'rgb(20, 32, 43)';

const HINDI_DARK: ReaderPreferences = {
  ...DEFAULT_READER_PREFERENCES,
  language: 'hindi',
  themeMode: 'dark',
  textSize: 130,
};

/** The server holds `preferences` for `uid` only, and records every save. */
function serverWith(uid: string, preferences: ReaderPreferences) {
  const saves: unknown[] = [];
  server.use(
    http.get(`${API}/preferences`, ({ request }) =>
      HttpResponse.json({ preferences: callerOf(request) === uid ? preferences : null }),
    ),
    http.put(`${API}/preferences`, async ({ request }) => {
      const body = await request.json();
      saves.push(body);
      return HttpResponse.json({ preferences: body });
    }),
  );
  return saves;
}

async function openReaderSettings() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reader settings' }));
  return screen.findByRole('dialog', { name: 'Reader settings' });
}

describe('a reader that remembers', () => {
  it('applies the saved settings when the reader signs in', async () => {
    const saves = serverWith('uid-meera@example.com', HINDI_DARK);
    const user = userEvent.setup({ delay: null });
    const { store } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'meera@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    expect(getComputedStyle(document.body).backgroundColor).not.toBe(DARK_BACKGROUND);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe(DARK_BACKGROUND),
    );
    expect(store.getState().settings).toMatchObject({
      language: 'hindi',
      themeMode: 'dark',
      textSize: 130,
    });
    expect(saves).toEqual([]);
  });

  it('restores them when a signed-in reader opens the app', async () => {
    serverWith(PARENT.uid, HINDI_DARK);
    renderApp('/stories/the-thirsty-crow', { user: PARENT });
    expect(await screen.findByText('पृष्ठ 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe(DARK_BACKGROUND),
    );
    const panel = await openReaderSettings();
    expect(within(panel).getByTestId('text-size')).toHaveTextContent('130%');
    expect(within(panel).getByRole('combobox', { name: 'Story language' })).toHaveTextContent(
      'हिन्दी',
    );
  });

  it('saves a change made in the reader settings', async () => {
    const saves = serverWith(PARENT.uid, HINDI_DARK);
    renderApp('/stories/the-thirsty-crow', { user: PARENT });
    expect(await screen.findByText('पृष्ठ 1')).toBeInTheDocument();
    const panel = await openReaderSettings();
    await userEvent.click(within(panel).getByRole('button', { name: 'Larger text' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Background music' }));
    // Two quick changes are saved together; on a slow machine the first may go on its own.
    await waitFor(() =>
      expect(saves.at(-1)).toEqual({ ...HINDI_DARK, textSize: 140, musicOn: false }),
    );
    expect(saves.length).toBeLessThanOrEqual(2);
  });
});
