import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../../contract/preferences';
import { callerOf } from '../../testing/handlers';
import { ADMIN, PARENT, makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { loadPreferencesSync } from './loadPreferencesSync';
import { setPlaybackRate } from './narrationSlice';
import {
  followPreferences,
  savePendingPreferences,
  selectReaderPreferences,
} from './preferencesSync';
import {
  increaseTextSize,
  initialSettings,
  setLanguage,
  toggleMusic,
  toggleTheme,
} from './settingsSlice';

const HINDI_DARK: ReaderPreferences = {
  language: 'hindi',
  themeMode: 'dark',
  textSize: 130,
  fontFamily: '"Baloo 2", sans-serif',
  musicOn: false,
  selfReading: true,
  playbackRate: 0.75,
};

/** The saves the server receives, and whose token each carried. */
function recordSaves(answer?: (attempt: number) => Response | undefined) {
  const saves: { uid: string | null; body: unknown }[] = [];
  server.use(
    http.put(`${API}/preferences`, async ({ request }) => {
      const body = await request.json();
      saves.push({ uid: callerOf(request), body });
      return answer?.(saves.length) ?? HttpResponse.json({ preferences: body });
    }),
  );
  return saves;
}

/**
 * The server's saved settings; held back until `release` is called when `held`. `reached`
 * settles once the server has been asked.
 */
function answerSaved(preferences: ReaderPreferences | null, { held = false } = {}) {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const reached = new Promise<void>((resolve) => (asked = resolve));
  server.use(
    http.get(`${API}/preferences`, async () => {
      asked();
      await gate;
      return HttpResponse.json({ preferences });
    }),
  );
  return { release: () => release(), reached };
}

/** Lets the saver hear of the changes dispatched so far (it loads asynchronously). */
async function settle() {
  await loadPreferencesSync();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saved reader settings', () => {
  it('are applied when a reader signs in, and not sent back', async () => {
    answerSaved(HINDI_DARK);
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    expect(selectReaderPreferences(store.getState())).toEqual(HINDI_DARK);
    expect(store.getState().settings.audioUnlocked).toBe(false);
    await settle();
    await store.dispatch(savePendingPreferences());
    expect(saves).toEqual([]);
  });

  it('are asked for once per sign-in, however often the session repeats itself', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/preferences`, () => {
        asked += 1;
        return HttpResponse.json({ preferences: HINDI_DARK });
      }),
    );
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    await store.dispatch(followPreferences(PARENT));
    expect(asked).toBe(1);
    await store.dispatch(followPreferences(null));
    await store.dispatch(followPreferences(PARENT));
    expect(asked).toBe(2);
  });

  it('save a run of changes once, a moment after the last, with every setting', async () => {
    answerSaved(null);
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    for (let i = 0; i < 3; i += 1) store.dispatch(increaseTextSize());
    store.dispatch(toggleTheme());
    store.dispatch(setLanguage('tamil'));
    store.dispatch(setPlaybackRate(1.25));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      uid: PARENT.uid,
      body: {
        ...DEFAULT_READER_PREFERENCES,
        textSize: 130,
        themeMode: 'dark',
        language: 'tamil',
        playbackRate: 1.25,
      },
    });
    await settle();
    await store.dispatch(savePendingPreferences());
    expect(saves).toHaveLength(1);
  });

  it('keep a setting whose save failed, and send it again with the next change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSaved(null);
    const saves = recordSaves((attempt) =>
      attempt === 1
        ? HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'Try later' },
            { status: 503 },
          )
        : undefined,
    );
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    store.dispatch(toggleTheme());
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().settings.themeMode).toBe('dark');

    store.dispatch(toggleMusic());
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.body).toEqual({
      ...DEFAULT_READER_PREFERENCES,
      themeMode: 'dark',
      musicOn: false,
    });
  });

  it('arriving after the reader changed a setting do not overwrite it; the change is saved', async () => {
    const saved = answerSaved({ ...HINDI_DARK, themeMode: 'light' }, { held: true });
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT);
    const following = store.dispatch(followPreferences(PARENT));
    store.dispatch(toggleTheme());
    await settle();
    saved.release();
    await following;
    expect(selectReaderPreferences(store.getState())).toEqual({
      ...DEFAULT_READER_PREFERENCES,
      themeMode: 'dark',
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ ...DEFAULT_READER_PREFERENCES, themeMode: 'dark' });
  });

  it('arriving after the reader signed out are not applied', async () => {
    const saved = answerSaved(HINDI_DARK, { held: true });
    const { store } = makeTestStore(PARENT);
    const following = store.dispatch(followPreferences(PARENT));
    await saved.reached;
    await store.dispatch(followPreferences(null));
    saved.release();
    await following;
    expect(selectReaderPreferences(store.getState())).toEqual(DEFAULT_READER_PREFERENCES);
  });

  it('arriving after another reader signed in are not applied; that reader’s are', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tamilLarge = { ...DEFAULT_READER_PREFERENCES, language: 'tamil', textSize: 140 } as const;
    let asked = 0;
    server.use(
      http.get(`${API}/preferences`, async () => {
        asked += 1;
        if (asked > 1) return HttpResponse.json({ preferences: tamilLarge });
        await gate;
        return HttpResponse.json({ preferences: HINDI_DARK });
      }),
    );
    const { store } = makeTestStore(PARENT);
    const following = store.dispatch(followPreferences(PARENT));
    await waitFor(() => expect(asked).toBe(1));
    await store.dispatch(followPreferences(ADMIN));
    expect(selectReaderPreferences(store.getState())).toEqual(tamilLarge);
    release();
    await following;
    expect(selectReaderPreferences(store.getState())).toEqual(tamilLarge);
    // Dropped, not failed.
    expect(warn).not.toHaveBeenCalled();
  });

  it('become the ones chosen before signing in when the reader has saved none', async () => {
    answerSaved(null);
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT, {
      settings: { ...initialSettings, themeMode: 'dark', textSize: 120 },
    });
    await store.dispatch(followPreferences(PARENT));
    expect(saves).toEqual([
      {
        uid: PARENT.uid,
        body: { ...DEFAULT_READER_PREFERENCES, themeMode: 'dark', textSize: 120 },
      },
    ]);
  });

  it('are not created for a reader who has saved none and changed nothing', async () => {
    answerSaved(null);
    const saves = recordSaves();
    const { store } = makeTestStore(PARENT);
    await store.dispatch(followPreferences(PARENT));
    expect(saves).toEqual([]);
  });

  it('are never sent for a visitor who is not signed in', async () => {
    const saves = recordSaves();
    const { store } = makeTestStore(null);
    store.dispatch(toggleTheme());
    store.dispatch(setLanguage('hindi'));
    await settle();
    await store.dispatch(savePendingPreferences());
    expect(saves).toEqual([]);
    expect(store.getState().settings).toMatchObject({ themeMode: 'dark', language: 'hindi' });
  });
});
