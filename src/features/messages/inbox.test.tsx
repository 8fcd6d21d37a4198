import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
});
