import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { speak } from '../../testing/interfaceLanguage';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const entry = (n: number) => ({
  _id: `e${n}`,
  kind: 'uncaught',
  message: `TypeError: problem ${n}`,
  stack: `at line ${n}`,
  url: '/stories',
  uid: null,
  userAgent: 'Chromium',
  createdAt: '2026-11-22T08:00:00.000Z',
});

describe('Error Log screen', () => {
  it('pages through reported errors, shows one in full, and clears the log', async () => {
    let entries = [entry(1), entry(2)];
    const asked: string[] = [];
    server.use(
      http.get(`${API}/errorLog`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: entries, total: entries.length, page: 0, pageSize: 25 });
      }),
      http.delete(`${API}/errorLog`, () => {
        entries = [];
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/ErrorLog', { user: ADMIN });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('TypeError: problem 1')).toBeInTheDocument();
    expect(asked[0]).toBe('?page=0&pageSize=25');

    await userEvent.click(within(grid).getByText('TypeError: problem 2'));
    expect(await screen.findByText('at line 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Clear the log' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }),
    );
    expect(await screen.findByText('No errors have been reported.')).toBeInTheDocument();
  });

  it('asks for the page on screen afresh once the log is cleared', async () => {
    let entries = [entry(1)];
    const asked: string[] = [];
    server.use(
      http.get(`${API}/errorLog`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: entries, total: entries.length, page: 0, pageSize: 25 });
      }),
      http.delete(`${API}/errorLog`, () => {
        entries = [];
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/ErrorLog', { user: ADMIN });
    await within(await screen.findByRole('grid')).findByText('TypeError: problem 1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the log' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }),
    );
    expect(await screen.findByText('No errors have been reported.')).toBeInTheDocument();
    expect(asked).toEqual(['?page=0&pageSize=25', '?page=0&pageSize=25']);
  });

  it('shows its first page once cleared from a later one', async () => {
    let entries = Array.from({ length: 30 }, (_, n) => entry(n + 1));
    const asked: string[] = [];
    server.use(
      http.get(`${API}/errorLog`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const page = Number(query.get('page'));
        const pageSize = Number(query.get('pageSize'));
        const items = entries.slice(page * pageSize, (page + 1) * pageSize);
        return HttpResponse.json({ items, total: entries.length, page, pageSize });
      }),
      http.delete(`${API}/errorLog`, () => {
        entries = [];
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/ErrorLog', { user: ADMIN });
    await within(await screen.findByRole('grid')).findByText('TypeError: problem 1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(screen.getByRole('grid')).findByText('TypeError: problem 26');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the log' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }),
    );
    expect(await screen.findByText('No errors have been reported.')).toBeInTheDocument();
    expect(asked[0]).toBe('page=0&pageSize=25');
    expect(asked[1]).toBe('page=1&pageSize=25');
    expect(asked.at(-1)).toBe('page=0&pageSize=25');
  });

  it('shows a failure with a retry', async () => {
    server.use(
      http.get(`${API}/errorLog`, () =>
        HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 }),
      ),
    );
    renderApp('/ErrorLog', { user: ADMIN });
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    server.use(
      http.get(`${API}/errorLog`, () =>
        HttpResponse.json({ items: [], total: 0, page: 0, pageSize: 25 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByText('No errors have been reported.')).toBeInTheDocument(),
    );
  });

  it('speaks Tamil: heading, columns, the clear button and its confirmation', async () => {
    server.use(
      http.get(`${API}/errorLog`, () =>
        HttpResponse.json({ items: [entry(1), entry(2)], total: 2, page: 0, pageSize: 25 }),
      ),
    );
    const { store } = renderApp('/ErrorLog', { user: ADMIN });
    await within(await screen.findByRole('grid')).findByText('TypeError: problem 1');
    await speak(store, 'tamil');

    expect(await screen.findByRole('heading', { name: 'பிழைப் பதிவு' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'பதிவான பிழைகள்' });
    expect(within(grid).getByRole('columnheader', { name: 'எப்போது' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'பயனர்' })).toBeInTheDocument();
    expect(within(grid).getAllByText('அறியப்படாதவர்')).toHaveLength(2);
    expect(within(grid).getAllByText(/2026/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'பதிவை அழி' }));
    const dialog = await screen.findByRole('dialog', { name: 'பிழைப் பதிவை அழிக்கவா?' });
    expect(within(dialog).getByText('பதிவான 2 பிழைகளும் நிரந்தரமாக நீக்கப்படும்.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'அழி' })).toBeInTheDocument();
  });
});
