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
