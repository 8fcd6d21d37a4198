import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionChanged } from '../../features/auth/userSlice';
import { leaderboardApi } from '../../features/leaderboard/leaderboardApi';
import { dropOutboxOf, pendingCount, queueRequest } from '../../lib/offline/outbox';
import { PARENT, makeTestStore } from '../../testing/renderWithProviders';
import { emptyLeaderboard } from '../../testing/quizFixtures';
import { API, server } from '../../testing/server';
import { whenRestored } from '../store';

const cachedQueries = (state: unknown) =>
  Object.keys((state as { serverData?: { queries: object } }).serverData?.queries ?? {});

describe('a change of account', () => {
  it('empties the server-data cache, which a session restored as it was keeps', async () => {
    server.use(http.get(`${API}/leaderboard`, () => HttpResponse.json(emptyLeaderboard('week'))));
    const { store } = makeTestStore(PARENT);
    store.dispatch(sessionChanged(PARENT));
    await store.dispatch(leaderboardApi.endpoints.getLeaderboard.initiate({ period: 'week' }));
    store.dispatch(sessionChanged(PARENT));
    // (The reader's saved settings, asked for on sign-in, may be cached alongside.)
    expect(cachedQueries(store.getState())).toContain('getLeaderboard({"period":"week"})');
    store.dispatch(sessionChanged(null));
    expect(cachedQueries(store.getState())).toEqual([]);
  });
});

describe('changes made offline', () => {
  const OTHER = 'someone-else';
  // A case's store signs out at its end: it would otherwise send the next case's changes.
  const stores: ReturnType<typeof makeTestStore>['store'][] = [];
  afterEach(async () => {
    stores.splice(0).forEach((store) => store.dispatch(sessionChanged(null)));
    await Promise.all([dropOutboxOf(PARENT.uid), dropOutboxOf(OTHER)]);
  });

  /** The pages the server receives, with whose token. */
  function servePages() {
    const received: string[] = [];
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        const { page_no } = (await request.json()) as { page_no: number };
        received.push(`${request.headers.get('authorization')} page ${page_no}`);
        return HttpResponse.json({});
      }),
    );
    return received;
  }
  /** A store whose saved session is back (so it cannot undo the session a case starts). */
  async function restoredStore() {
    const made = makeTestStore(PARENT);
    stores.push(made.store);
    await whenRestored(made.persistor);
    return made;
  }
  const page = (page_no: number) =>
    ({
      kind: 'progress',
      method: 'post',
      url: '/progress',
      body: { storyId: 'story-1', page_no },
    }) as const;

  it('are sent once the account signs in, only its own', async () => {
    const received = servePages();
    await queueRequest(PARENT.uid, page(1));
    await queueRequest(OTHER, page(2));
    const { store } = await restoredStore();
    store.dispatch(sessionChanged(PARENT));
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(0));
    expect(received).toEqual([`Bearer token-${PARENT.uid} page 1`]);
    expect(await pendingCount(OTHER)).toBe(1);
  });

  it('are sent when the network comes back, while someone is signed in', async () => {
    const received = servePages();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    const { store } = await restoredStore();
    store.dispatch(sessionChanged(PARENT));
    store.dispatch(sessionChanged(null));
    await queueRequest(PARENT.uid, page(3));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(received).toEqual([]);

    // Signing in again sends it; a change made later waits for the network to come back.
    store.dispatch(sessionChanged(PARENT));
    await waitFor(() => expect(received).toEqual([`Bearer token-${PARENT.uid} page 3`]));
    // That send has finished (a change queued while it runs would go with it).
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(0));
    await queueRequest(PARENT.uid, page(4));
    await settle();
    expect(received).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(0));
    expect(received).toEqual([
      `Bearer token-${PARENT.uid} page 3`,
      `Bearer token-${PARENT.uid} page 4`,
    ]);
  });
});
