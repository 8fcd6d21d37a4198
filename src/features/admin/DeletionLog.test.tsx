import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountDeletion } from '../../../contract/accounts';
import { speak } from '../../testing/interfaceLanguage';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { grownUpsPassed } from '../../testing/grownUps';

// The removal screen is a grown-ups' place; the gate itself is tested in features/grownUps.
beforeEach(() => grownUpsPassed(ADMIN));

const deletion: AccountDeletion = {
  _id: 'd0',
  uid: 'parent-1',
  maskedEmail: 'm•••@example.com',
  deletedBy: 'Asha Admin',
  removed: {
    boardPosts: 2,
    readingProgress: 1,
    inboxMessages: 0,
    quizzes: 3,
    pendingStories: 1,
    recordings: 0,
    publishedStories: 0,
  },
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('the deletion log', () => {
  it('lists what went with each account, in English counted words', async () => {
    server.use(http.get(`${API}/accounts/deletions`, () => HttpResponse.json([deletion])));
    renderApp('/RemoveAccount', { user: ADMIN });
    const log = await screen.findByRole('table', { name: 'Deletion log' });
    expect(within(log).getByRole('columnheader', { name: 'Deleted by' })).toBeInTheDocument();
    expect(
      within(log).getByText(
        '2 board posts, 1 story read, 0 inbox messages, 3 quizzes, 1 story request, 0 recorded pages',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Marathi: heading, columns, counted words and the date', async () => {
    server.use(http.get(`${API}/accounts/deletions`, () => HttpResponse.json([deletion])));
    const { store } = renderApp('/RemoveAccount', { user: ADMIN });
    await screen.findByRole('table', { name: 'Deletion log' });
    await speak(store, 'marathi');

    expect(await screen.findByRole('heading', { name: 'हटवलेल्या खात्यांचा लॉग' })).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'हटवलेल्या खात्यांचा लॉग' });
    expect(within(log).getByRole('columnheader', { name: 'कोणी हटवले' })).toBeInTheDocument();
    expect(within(log).getByText(/^२ फलक पोस्ट, १ वाचलेली गोष्ट, /)).toBeInTheDocument();
    expect(within(log).getByText(/२०२६/)).toBeInTheDocument();
  });

  it('says in Tamil that no account has been deleted', async () => {
    server.use(http.get(`${API}/accounts/deletions`, () => HttpResponse.json([])));
    const { store } = renderApp('/RemoveAccount', { user: ADMIN });
    await screen.findByText('No account has been deleted.');
    await speak(store, 'tamil');
    expect(await screen.findByText('எந்தக் கணக்கும் நீக்கப்படவில்லை.')).toBeInTheDocument();
  });
});
