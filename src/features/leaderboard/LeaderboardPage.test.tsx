import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../../contract/quizzes';
import { emptyLeaderboard } from '../../testing/quizFixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const entry = (rank: number, name: string, points: number, isCaller = false) => ({
  rank,
  name,
  points,
  isCaller,
});

describe('LeaderBoard', () => {
  it('shows this week, then all time, with ties sharing a rank', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/leaderboard`, ({ request }) => {
        const period = new URL(request.url).searchParams.get('period');
        asked.push(period);
        const board: Leaderboard =
          period === 'all'
            ? {
                ...emptyLeaderboard('all'),
                top: [
                  entry(1, 'Asha V.', 40),
                  entry(1, 'Bilal K.', 40),
                  entry(3, 'Meera R.', 9, true),
                ],
                caller: entry(3, 'Meera R.', 9, true),
              }
            : {
                ...emptyLeaderboard('week'),
                top: [entry(1, 'Bilal K.', 12)],
                caller: null,
              };
        return HttpResponse.json(board);
      }),
    );
    renderApp('/leaderboard', { user: PARENT });
    const week = await screen.findByRole('table', { name: 'Leaderboard: This week' });
    expect(within(week).getByText('Bilal K.')).toBeInTheDocument();
    expect(screen.getByText(/You have no points this week yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    const all = await screen.findByRole('table', { name: 'Leaderboard: All time' });
    const rows = within(all).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1.*Asha V\.40$/),
      expect.stringMatching(/^1.*Bilal K\.40$/),
      expect.stringMatching(/^3.*Meera R\. \(you\)9$/),
    ]);
    expect(screen.getByText(/You are number/)).toHaveTextContent('You are number 3 with 9 points.');
    expect(asked).toEqual(['week', 'all']);
  });

  it('shows the caller’s own place below the top when outside it', async () => {
    const top = Array.from({ length: 20 }, (_, i) => entry(i + 1, `Reader ${i + 1}`, 100 - i));
    server.use(
      http.get(`${API}/leaderboard`, () =>
        HttpResponse.json({
          ...emptyLeaderboard('week'),
          top,
          caller: entry(31, 'Meera R.', 2, true),
        }),
      ),
    );
    renderApp('/leaderboard', { user: PARENT });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('31Meera R. (you)2');
    expect(screen.getByText(/You are number/)).toHaveTextContent(
      'You are number 31 with 2 points.',
    );
  });

  it('tells a child how to earn points when the board is empty', async () => {
    renderApp('/leaderboard', { user: PARENT });
    expect(await screen.findByText('No points yet this week!')).toBeInTheDocument();
    expect(screen.getByText(/5 points for every story you finish/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read a story' })).toHaveAttribute('href', '/stories');
  });

  it('shows loading, then a failure with a retry', async () => {
    let fail = true;
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/leaderboard`, async () => {
        await held;
        return fail
          ? HttpResponse.json({ message: 'Failed to fetch the leaderboard' }, { status: 500 })
          : HttpResponse.json(emptyLeaderboard());
      }),
    );
    renderApp('/leaderboard', { user: PARENT });
    await screen.findByRole('tab', { name: 'This week' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Failed to fetch the leaderboard')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No points yet this week!')).toBeInTheDocument();
  });
});
