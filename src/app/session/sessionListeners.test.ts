import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionChanged } from '../../features/auth/userSlice';
import { leaderboardApi } from '../../features/leaderboard/leaderboardApi';
import { PARENT, makeTestStore } from '../../testing/renderWithProviders';
import { emptyLeaderboard } from '../../testing/quizFixtures';
import { API, server } from '../../testing/server';

const cachedQueries = (state: unknown) =>
  Object.keys((state as { serverData?: { queries: object } }).serverData?.queries ?? {});

describe('a change of account', () => {
  it('empties the server-data cache, which a session restored as it was keeps', async () => {
    server.use(http.get(`${API}/leaderboard`, () => HttpResponse.json(emptyLeaderboard('week'))));
    const { store } = makeTestStore(PARENT);
    store.dispatch(sessionChanged(PARENT));
    await store.dispatch(leaderboardApi.endpoints.getLeaderboard.initiate('week'));
    store.dispatch(sessionChanged(PARENT));
    // (The reader's saved settings, asked for on sign-in, may be cached alongside.)
    expect(cachedQueries(store.getState())).toContain('getLeaderboard("week")');
    store.dispatch(sessionChanged(null));
    expect(cachedQueries(store.getState())).toEqual([]);
  });
});
