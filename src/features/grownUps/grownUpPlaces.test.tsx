import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerTheGate } from '../../testing/grownUps';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

/** The app at a path, for an account whose grown-up reads in this tab (no "Who's reading?"). */
const openAs = (path: string, user: typeof PARENT) =>
  renderApp(path, {
    user,
    preloadedState: { activeReader: { account: user.uid, child: null } },
  });

beforeEach(() => {
  window.scrollTo = () => {};
  server.use(
    http.get(`${API}/children`, () => HttpResponse.json([])),
    http.get(`${API}/board`, () =>
      HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20, reportedCount: 0 }),
    ),
  );
});

describe('grown-up places behind the gate', () => {
  it('keeps the message board’s composer behind the gate, inside the board', async () => {
    const user = userEvent.setup();
    openAs('/MessageBoard', PARENT);
    const gate = await screen.findByRole('region', { name: 'For grown-ups' }, { timeout: 10_000 });
    expect(within(gate).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your message/ })).not.toBeInTheDocument();

    await answerTheGate(user);
    const message = await screen.findByRole('textbox', { name: /Your message/ });
    // Focus goes to the composer that opened.
    expect(message).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'For grown-ups' })).not.toBeInTheDocument();
  });

  it('asks in a dialog before recording a voice; Cancel leaves the story as it was', async () => {
    const user = userEvent.setup();
    openAs('/stories/the-thirsty-crow', PARENT);
    await screen.findByText('Page 1 of 3', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Record this page' }));
    const gate = await screen.findByRole('dialog', { name: 'For grown-ups' });
    expect(within(gate).getByRole('textbox')).toHaveFocus();
    await user.click(within(gate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Record this page' }));
    await screen.findByRole('dialog', { name: 'For grown-ups' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Record this page' }));
    await screen.findByRole('dialog', { name: 'For grown-ups' });
    await answerTheGate(user);
    expect(await screen.findByRole('dialog', { name: /Record this page/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'For grown-ups' })).not.toBeInTheDocument(),
    );
  });

  it('keeps account removal behind the gate', async () => {
    const user = userEvent.setup();
    openAs('/RemoveAccount', ADMIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For grown-ups' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).not.toBeInTheDocument();

    server.use(
      http.get(`${API}/accounts/deletions`, () => HttpResponse.json({ items: [], total: 0 })),
    );
    await answerTheGate(user);
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
  });
});
