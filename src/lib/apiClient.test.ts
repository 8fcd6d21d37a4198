import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, server } from '../testing/server';
import { createApiClient } from './apiClient';
import { EARLY_READS_GLOBAL } from './earlyReads';
import { messageOf, statusOf } from './errors';

function captureAuthorization() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${API}/echo`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('api client', () => {
  it('sends a bearer token when a user is signed in', async () => {
    const seen = captureAuthorization();
    await createApiClient(API, async () => 'fresh-token').get('/echo');
    expect(seen).toEqual(['Bearer fresh-token']);
  });

  it('sends no authorization header when signed out', async () => {
    const seen = captureAuthorization();
    await createApiClient(API, async () => null).get('/echo');
    expect(seen).toEqual([null]);
  });

  it('asks for the token on every call, so a refreshed token is always used', async () => {
    const seen = captureAuthorization();
    let n = 0;
    const client = createApiClient(API, async () => `token-${++n}`);
    await client.get('/echo');
    await client.get('/echo');
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

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
      const client = createApiClient(API, async () => null);
      const first = await client.get('/KahaniJson/kahanis');
      expect(first.status).toBe(200);
      expect(first.data).toEqual([{ title: 'The Thirsty Crow', auth: null }]);
      expect(reads).toBe(1);
      await client.get('/KahaniJson/kahanis');
      expect(reads).toBe(2);
    });

    it('never answers a signed-in caller from it (the preload carried no token)', async () => {
      fetchEarly(`${API}/KahaniJson/kahanis`);
      const { data } = await createApiClient(API, async () => 'token-1').get('/KahaniJson/kahanis');
      expect(data).toEqual([{ title: 'The Thirsty Crow', auth: 'Bearer token-1' }]);
    });

    it('falls back to a normal call, with its error, when the preloaded request failed', async () => {
      server.use(
        http.get(`${API}/KahaniJson/kahanis`, () =>
          HttpResponse.json({ message: 'The shelf is being dusted.' }, { status: 503 }),
        ),
      );
      fetchEarly(`${API}/KahaniJson/kahanis`);
      const failure = await createApiClient(API, async () => null)
        .get('/KahaniJson/kahanis')
        .catch((error: unknown) => error);
      expect(statusOf(failure)).toBe(503);
      expect(messageOf(failure, 'x')).toBe('The shelf is being dusted.');
    });
  });
});
