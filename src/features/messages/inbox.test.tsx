import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen } from '../../i18n/interfaceLanguage';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const message = {
  _id: 'm1',
  from: 'Kahani editors',
  subject: 'Your story "Moon Rabbit" is published!',
  body: 'Thank you for your story.',
  createdAt: '2026-11-01T10:00:00.000Z',
  read: false,
};

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('inbox (/Show)', () => {
  it('lists the messages, shows the unread count, and marks a message read when opened', async () => {
    const patched: unknown[] = [];
    server.use(
      http.get(`${API}/inbox/:id`, ({ params }) =>
        params.id === PARENT.uid
          ? HttpResponse.json([message])
          : HttpResponse.json([], { status: 403 }),
      ),
      http.patch(`${API}/inbox/:id/:messageId`, async ({ request, params }) => {
        patched.push({ ...params, body: await request.json() });
        return HttpResponse.json({ ...message, read: true });
      }),
    );
    renderApp('/Show', { user: PARENT });
    await userEvent.click(await screen.findByText(message.subject));
    expect(screen.getByText('Thank you for your story.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(patched).toEqual([{ id: PARENT.uid, messageId: 'm1', body: { read: true } }]);
  });

  it('shows the unread count in the top bar', async () => {
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.json([message])));
    renderApp('/Show', { user: PARENT });
    const link = await screen.findByRole('link', { name: 'Inbox, 1 unread' });
    expect(within(link).getByText('1')).toBeInTheDocument();
  });

  it('explains a network failure in plain words and retries', async () => {
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.error()));
    renderApp('/Show', { user: PARENT });
    expect(await screen.findByText(/could not reach Kahani/)).toBeInTheDocument();
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.json([])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('speaks Telugu: heading, description and the date written the Telugu way', async () => {
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.json([message])));
    const { store } = renderApp('/Show', { user: PARENT });
    expect(await screen.findByText(/^Kahani editors · Nov 1, 2026/)).toBeInTheDocument();
    await loadCatalogue('telgu');
    act(() => {
      store.dispatch(interfaceLanguageChosen('telgu'));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'ఇన్‌బాక్స్' })).toBeVisible();
    expect(screen.getByText('మీ కథల గురించి Kahani సంపాదకుల నుంచి వచ్చిన సందేశాలు.')).toBeVisible();
    // The sender and subject are data; the date follows the interface language.
    expect(screen.getByText(message.subject)).toBeInTheDocument();
    expect(screen.getByText(/^Kahani editors · 1 నవం, 2026/)).toBeInTheDocument();
  });

  it('retries a failure and shows the empty inbox in Hindi', async () => {
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.error()));
    const { store } = renderApp('/Show', { user: PARENT });
    await screen.findByText(/could not reach Kahani/);
    await loadCatalogue('hindi');
    act(() => {
      store.dispatch(interfaceLanguageChosen('hindi'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'इनबॉक्स' })).toBeVisible();
    expect(screen.getByText(/^हम Kahani से जुड़ नहीं पाए/)).toBeInTheDocument();
    server.use(http.get(`${API}/inbox/:id`, () => HttpResponse.json([])));
    await userEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByText('अभी कोई संदेश नहीं है।')).toBeInTheDocument();
  });

  it('translates its own fallback failure but shows a server’s message as written', async () => {
    server.use(
      http.get(`${API}/inbox/:id`, () =>
        HttpResponse.json({ message: 'Failed to fetch messages' }, { status: 500 }),
      ),
    );
    const { store } = renderApp('/Show', { user: PARENT });
    await screen.findByText('Failed to fetch messages');
    await loadCatalogue('spanish');
    act(() => {
      store.dispatch(interfaceLanguageChosen('spanish'));
    });
    expect(await screen.findByText('No se pudieron cargar los mensajes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bandeja de entrada' })).toBeVisible();

    server.use(
      http.get(`${API}/inbox/:id`, () =>
        HttpResponse.json({ message: 'Inbox closed for repairs' }, { status: 503 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText('Inbox closed for repairs')).toBeInTheDocument();
  });
});
