import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/apiClient';
import { messageOf, statusOf } from '../lib/errors';
import { API, server } from '../testing/server';
import { EARLY_READS_GLOBAL } from './earlyReads';
import { takePreloadedRead } from './preloadedReads';

describe('a read the page already requested (index.html fetches the first screen’s data)', () => {
  let reads = 0;
  /** What index.html's early script does at /stories. */
  const fetchEarly = (href: string) => {
    const global = window as unknown as Record<string, Record<string, Promise<Response>>>;
    (global[EARLY_READS_GLOBAL] ??= {})[href] = fetch(href);
  };
  beforeEach(() => {
    reads = 0;
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, ({ request }) => {
        reads += 1;
        return HttpResponse.json([
          { title: 'The Thirsty Crow', auth: request.headers.get('authorization') },
        ]);
      }),
    );
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  });

  it('answers an anonymous read once from the preloaded request, then reads afresh', async () => {
    fetchEarly(`${API}/KahaniJson/kahanis`);
    const client = createApiClient(API, async () => null, takePreloadedRead);
    const first = await client.get('/KahaniJson/kahanis');
    expect(first.status).toBe(200);
    expect(first.data).toEqual([{ title: 'The Thirsty Crow', auth: null }]);
    expect(reads).toBe(1);
    await client.get('/KahaniJson/kahanis');
    expect(reads).toBe(2);
  });

  it('never answers a signed-in caller from it (the preload carried no token)', async () => {
    fetchEarly(`${API}/KahaniJson/kahanis`);
    const { data } = await createApiClient(API, async () => 'token-1', takePreloadedRead).get(
      '/KahaniJson/kahanis',
    );
    expect(data).toEqual([{ title: 'The Thirsty Crow', auth: 'Bearer token-1' }]);
  });

  it('falls back to a normal call, with its error, when the preloaded request failed', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json({ message: 'The shelf is being dusted.' }, { status: 503 }),
      ),
    );
    fetchEarly(`${API}/KahaniJson/kahanis`);
    const failure = await createApiClient(API, async () => null, takePreloadedRead)
      .get('/KahaniJson/kahanis')
      .catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(503);
    expect(messageOf(failure, 'x')).toBe('The shelf is being dusted.');
  });
});
