import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../testing/server';
import { createApiClient } from './apiClient';

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
});

describe('without a network', () => {
  const kept = async (request: { method: string; url: string }) =>
    request.url === '/KahaniJson/slug/kept' ? { title: 'Kept' } : undefined;

  it('answers a read from what the device kept, and only when no answer came', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/kept`, () => HttpResponse.error()),
      http.get(`${API}/KahaniJson/slug/refused`, () =>
        HttpResponse.json({ message: 'Story not found' }, { status: 404 }),
      ),
    );
    const client = createApiClient(API, async () => null, undefined, kept);
    expect((await client.get('/KahaniJson/slug/kept')).data).toEqual({ title: 'Kept' });
    // The server's own answer stands, even when something was kept.
    await expect(client.get('/KahaniJson/slug/refused')).rejects.toMatchObject({
      response: { status: 404 },
    });
  });

  it('answers from the kept copy when the sign-in token cannot be refreshed offline', async () => {
    const offlineToken = async () => {
      throw Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      });
    };
    const client = createApiClient(API, offlineToken, undefined, kept);
    expect((await client.get('/KahaniJson/slug/kept')).data).toEqual({ title: 'Kept' });
    await expect(client.get('/KahaniJson/slug/other')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });
});
