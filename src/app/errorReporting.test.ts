import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '../testing/renderWithProviders';
import { API, server } from '../testing/server';
import { createApiClient } from '../lib/apiClient';
import { reportError, startErrorReporting } from '../lib/errorReporter';
import { fetchStories } from '../features/stories/storiesSlice';
import { logIn } from '../features/auth/authThunks';
import { leaderboardApi } from '../features/leaderboard/leaderboardApi';
import { emptyLeaderboard } from '../testing/quizFixtures';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

function captureReports() {
  const reports: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/errorLog`, async ({ request }) => {
      reports.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  );
  stop = startErrorReporting(createApiClient(API, async () => null));
  return reports;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('error reporting', () => {
  it('sends uncaught errors with their stack and page, once a minute per message', async () => {
    const reports = captureReports();
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await expect.poll(() => reports.length).toBe(1);
    await settle();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'uncaught',
      message: 'TypeError: x is undefined',
      url: '/',
    });
    expect(String(reports[0]?.stack)).toContain('x is undefined');
  });

  it('sends at most ten reports a minute', async () => {
    const reports = captureReports();
    for (let i = 0; i < 15; i += 1) reportError('boundary', new Error(`problem ${i}`));
    await expect.poll(() => reports.length).toBe(10);
    await settle();
    expect(reports).toHaveLength(10);
  });

  it('reports failed loads but not failed sign-ins', async () => {
    const reports = captureReports();
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json({ message: 'Database down' }, { status: 503 }),
      ),
    );
    const { store, identity } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    identity.failNext = { code: 'auth/wrong-password' };
    await store.dispatch(logIn({ email: 'a@example.com', password: 'nope12' }));
    await settle();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'load', message: 'stories/fetch: Database down' }),
    ]);
  });

  it('leaves out expected refusals (401, 403, 404, 409, 429) but keeps other failures', async () => {
    const reports = captureReports();
    const { store } = makeTestStore();
    for (const status of [401, 403, 404, 409, 429, 400, 500]) {
      server.use(
        http.get(`${API}/KahaniJson/kahanis`, () =>
          HttpResponse.json({ message: `Answer ${status}` }, { status }),
        ),
      );
      await store.dispatch(fetchStories({ uid: null }));
    }
    await settle();
    expect(reports.map((report) => report.message)).toEqual([
      'stories/fetch: Answer 400',
      'stories/fetch: Answer 500',
    ]);
  });

  it('reports a failed server-data load by its endpoint, leaving out expected refusals', async () => {
    const reports = captureReports();
    const { store } = makeTestStore();
    const getLeaderboard = (period: 'week' | 'all') =>
      store.dispatch(leaderboardApi.endpoints.getLeaderboard.initiate({ period }));
    server.use(
      http.get(`${API}/leaderboard`, ({ request }) =>
        new URL(request.url).searchParams.get('period') === 'week'
          ? HttpResponse.json({ message: 'Board is being counted' }, { status: 500 })
          : HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
      ),
    );
    await getLeaderboard('week');
    await getLeaderboard('all');
    await settle();
    expect(reports.map((report) => report.message)).toEqual([
      'getLeaderboard: Board is being counted',
    ]);
  });

  it('leaves out a server-data load the app stopped waiting for', async () => {
    const reports = captureReports();
    const { store } = makeTestStore();
    server.use(
      http.get(`${API}/leaderboard`, async () => {
        await delay(20);
        return HttpResponse.json(emptyLeaderboard('week'));
      }),
    );
    const load = store.dispatch(
      leaderboardApi.endpoints.getLeaderboard.initiate({ period: 'week' }),
    );
    load.abort();
    await load;
    await settle();
    expect(reports).toEqual([]);
  });

  it('reports nothing while the device is offline', async () => {
    const reports = captureReports();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.error()));
    await makeTestStore().store.dispatch(fetchStories({ uid: null }));
    reportError('uncaught', new Error('offline'));
    await settle();
    offline.mockRestore();
    expect(reports).toEqual([]);
  });

  it('leaves out loads that got no answer at all, as on a network that comes and goes', async () => {
    const reports = captureReports();
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.error()),
      http.get(`${API}/leaderboard`, () => HttpResponse.error()),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    await store.dispatch(leaderboardApi.endpoints.getLeaderboard.initiate({ period: 'week' }));
    await settle();
    expect(reports).toEqual([]);
  });

  it('does nothing until started', async () => {
    const reports: unknown[] = [];
    server.use(
      http.post(`${API}/errorLog`, () => {
        reports.push(1);
        return HttpResponse.json({});
      }),
    );
    reportError('boundary', new Error('ignored'));
    await settle();
    expect(reports).toHaveLength(0);
  });
});
