import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepStory } from '../../features/offline/keepStory';
import { createApiClient } from '../../lib/apiClient';
import { listKeptStories } from '../../lib/offline/keptStories';
import { closeKeptDatabase } from '../../lib/offline/keptStore';
import { dropOutboxOf, pendingCount, queueRequest } from '../../lib/offline/outbox';
import { installFakeCaches } from '../../testing/fakeCaches';
import { story } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { AppProviders } from '../AppProviders';
import SignedOutNotice from './SignedOutNotice';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import { followPreferences } from '../../features/reader/preferencesSync';
import { setLanguage } from '../../features/reader/settingsSlice';
import { callerOf } from '../../testing/handlers';
import { PARENT, makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { signOut } from './signOut';

/** The settings saves the server receives, and whose token each carried. */
function recordSaves() {
  const saves: { uid: string | null; body: unknown }[] = [];
  server.use(
    http.get(`${API}/preferences`, () => HttpResponse.json({ preferences: null })),
    http.put(`${API}/preferences`, async ({ request }) => {
      const body = await request.json();
      saves.push({ uid: callerOf(request), body });
      return HttpResponse.json({ preferences: body });
    }),
  );
  return saves;
}

describe('signing out', () => {
  it('saves reader settings changed just before, with the reader’s token, then signs out', async () => {
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    store.dispatch(setLanguage('marathi'));
    // The saver hears of the change in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(signOut());
    expect(saves).toEqual([
      { uid: PARENT.uid, body: { ...DEFAULT_READER_PREFERENCES, language: 'marathi' } },
    ]);
    expect(store.getState().user.user).toBeNull();
  });
});

describe('signing out on a shared device', () => {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    installFakeCaches();
    await dropOutboxOf(PARENT.uid);
    // The user the test before signed out is not restored over this one's.
    localStorage.clear();
    server.use(
      http.get(`${API}/illustrations/*`, () => HttpResponse.text('<svg/>')),
      http.get(`${API}/preferences`, () => HttpResponse.json({ preferences: null })),
    );
  });
  afterEach(() => {
    closeKeptDatabase();
    vi.restoreAllMocks();
  });

  const api = createApiClient(API, async () => `token-${PARENT.uid}`);
  const keep = (slug: string) =>
    keepStory({
      api,
      account: PARENT.uid,
      slug,
      languages: ['english'],
      screen: { width: 400, pixelRatio: 1 },
    });

  it("removes the account's recordings, own stories and unsent changes, keeps public stories, and says so", async () => {
    // A published story read in Nani's recorded voice, and the parent's own story in review.
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        return HttpResponse.json({ ...narrationAnswer(text), voice: { name: 'Nani' } });
      }),
    );
    await keep('the-thirsty-crow');
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json(
          story({ _id: 'story-9', slug: 'our-garden', status: 'pending', createdBy: PARENT.uid }),
        ),
      ),
    );
    await keep('our-garden');
    expect(await listKeptStories(PARENT.uid)).toHaveLength(2);
    // A page read offline, still waiting; the network is gone now.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueRequest(PARENT.uid, {
      kind: 'progress',
      method: 'post',
      url: '/progress',
      body: { storyId: 'story-1', page_no: 2 },
    });

    const { store, persistor } = makeTestStore(PARENT);
    render(
      <AppProviders store={store} persistor={persistor}>
        <SignedOutNotice />
      </AppProviders>,
    );
    await waitFor(() => expect(store.getState().user.user).not.toBeNull());
    expect(await store.dispatch(signOut()).unwrap()).toEqual({
      storiesStaying: 1,
      unsentRemoved: 1,
    });

    expect(await pendingCount(PARENT.uid)).toBe(0);
    expect((await listKeptStories(null)).map((kept) => kept.slug)).toEqual(['the-thirsty-crow']);
    expect(await listKeptStories(PARENT.uid)).toHaveLength(1);
    expect(
      await screen.findByText(/Your recordings and reading progress were removed from this device/),
    ).toBeVisible();
    expect(
      screen.getByText(/1 saved story stays on this device for anyone who uses it/),
    ).toBeVisible();
    expect(
      screen.getByText(/1 change made offline could not be sent and was removed/),
    ).toBeVisible();
  });

  it('sends the changes made offline before signing out when the network is there', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          storyId: 'story-1',
          lastPageRead: 2,
          pagesRead: [2],
          finished: false,
          storyPoints: 1,
          pointsEarned: 1,
        });
      }),
    );
    await queueRequest(PARENT.uid, {
      kind: 'progress',
      method: 'post',
      url: '/progress',
      body: { storyId: 'story-1', page_no: 2 },
    });
    const { store } = makeTestStore(PARENT);
    await waitFor(() => expect(store.getState().user.user).not.toBeNull());
    expect(await store.dispatch(signOut()).unwrap()).toEqual({
      storiesStaying: 0,
      unsentRemoved: 0,
    });
    expect(posted).toEqual([{ storyId: 'story-1', page_no: 2 }]);
  });
});
