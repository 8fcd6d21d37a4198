import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/apiClient';
import { dropOutboxOf, pendingCount, queueRequest } from '../../lib/offline/outbox';
import { API, server } from '../../testing/server';
import { RETRY_DELAYS_MS, sendHeldChanges } from './heldChanges';

const ACCOUNT = 'kahani-parent-meera';

afterEach(async () => {
  vi.useRealTimers();
  await dropOutboxOf(ACCOUNT);
});

describe('sending the changes made offline', () => {
  it('tries again a little later when the network that came back carries nothing yet', async () => {
    const posted: unknown[] = [];
    let answers = 0;
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        // The first try finds the network not yet carrying requests.
        if (answers++ === 0) return HttpResponse.error();
        posted.push(await request.json());
        return HttpResponse.json({ storyPoints: 1, pointsEarned: 1 });
      }),
    );
    await queueRequest(ACCOUNT, {
      kind: 'progress',
      method: 'post',
      url: '/progress',
      body: { storyId: 'story-1', page_no: 2 },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const api = createApiClient(API, async () => 'token');

    await sendHeldChanges(api, ACCOUNT, () => true);
    expect(await pendingCount(ACCOUNT)).toBe(1);
    expect(posted).toEqual([]);

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    await vi.waitFor(async () => expect(await pendingCount(ACCOUNT)).toBe(0));
    expect(posted).toEqual([{ storyId: 'story-1', page_no: 2 }]);
  });

  it('does not try again for an account that signed out meanwhile', async () => {
    server.use(http.post(`${API}/progress`, () => HttpResponse.error()));
    await queueRequest(ACCOUNT, {
      kind: 'progress',
      method: 'post',
      url: '/progress',
      body: { storyId: 'story-1', page_no: 3 },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let signedIn = true;
    await sendHeldChanges(
      createApiClient(API, async () => 'token'),
      ACCOUNT,
      () => signedIn,
    );
    signedIn = false;
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    expect(vi.getTimerCount()).toBe(0);
  });
});
