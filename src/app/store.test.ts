import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionChanged } from '../features/auth/userSlice';
import { setPlaybackRate } from '../features/reader/narrationSlice';
import {
  increaseTextSize,
  setLanguage,
  toggleTheme,
  unlockAudio,
} from '../features/reader/settingsSlice';
import { makeTestStore } from '../testing/renderWithProviders';
import { PERSIST_TIMEOUT_MS, makeRootReducer, persistConfig, whenRestored } from './store';

describe('store', () => {
  it('starts with the slices of the first screens', () => {
    const state = makeRootReducer()(undefined, { type: 'init' });
    expect(Object.keys(state)).toEqual([
      'user',
      'messages',
      'stories',
      'story',
      'settings',
      'narration',
      'storyPage',
      'interfaceLanguage',
      'activeReader',
    ]);
  });

  it("takes in the editor's and the request form's slices when their code loads", async () => {
    const { store } = makeTestStore();
    expect(store.getState()).not.toHaveProperty('StoryModification');
    await import('../features/storyModification/storyModificationSlice');
    await import('../features/createStory/createStorySlice');
    expect(store.getState().StoryModification).toMatchObject({ story: null });
    expect(store.getState().createStory).toMatchObject({ storyName: '' });
    // A store made afterwards has them from the start.
    expect(makeTestStore().store.getState()).toHaveProperty('StoryModification');
  });

  it('saves only the user slice, under the key root, with a 5 s restore time-out', async () => {
    expect(persistConfig).toMatchObject({ key: 'root', whitelist: ['user'], timeout: 5000 });
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    const { store, persistor } = makeTestStore();
    store.dispatch(sessionChanged({ uid: 'u1', displayName: 'Asha', email: 'a@example.com' }));
    await persistor.flush();
    await waitFor(() => expect(localStorage.getItem('persist:root')).not.toBeNull());
    const saved = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'user']);
    expect(JSON.parse(saved.user!)).toMatchObject({ user: { uid: 'u1' }, isAuthenticated: true });
  });

  it('restores the saved user on start', async () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        user: JSON.stringify({
          user: { uid: 'u2', displayName: 'Ravi', email: null },
          isAuthenticated: true,
          status: 'idle',
          error: null,
        }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store } = makeTestStore();
    await waitFor(() => expect(store.getState().user.user?.uid).toBe('u2'));
  });
});

describe("the reader's settings", () => {
  const savedInTab = (key: string) => {
    const saved = sessionStorage.getItem(`persist:${key}`);
    if (!saved) return null;
    const fields = JSON.parse(saved) as Record<string, string>;
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, JSON.parse(value)]),
    );
  };

  it('are kept for the tab (sessionStorage), never in localStorage, without the audio unlock', async () => {
    const { store, persistor } = makeTestStore();
    await whenRestored(persistor);
    store.dispatch(toggleTheme());
    store.dispatch(setLanguage('hindi'));
    store.dispatch(increaseTextSize());
    store.dispatch(setPlaybackRate(1.5));
    store.dispatch(unlockAudio());
    await persistor.flush();
    await waitFor(() => expect(savedInTab('settings')?.themeMode).toBe('dark'));
    expect(savedInTab('settings')).toEqual({
      musicOn: true,
      themeMode: 'dark',
      selfReading: false,
      language: 'hindi',
      textSize: 110,
      fontFamily: 'Arial, sans-serif',
      _persist: { version: -1, rehydrated: true },
    });
    await waitFor(() => expect(savedInTab('narration')?.playbackRate).toBe(1.5));
    expect(Object.keys(savedInTab('narration')!).sort()).toEqual(['_persist', 'playbackRate']);
    const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'user']);
  });

  it('come back when the page reloads in the same tab', async () => {
    sessionStorage.setItem(
      'persist:settings',
      JSON.stringify({ themeMode: '"dark"', textSize: '130', _persist: '{"version":-1}' }),
    );
    sessionStorage.setItem(
      'persist:narration',
      JSON.stringify({ playbackRate: '0.75', _persist: '{"version":-1}' }),
    );
    const { store, persistor } = makeTestStore();
    await whenRestored(persistor);
    expect(store.getState().settings).toMatchObject({
      themeMode: 'dark',
      textSize: 130,
      language: 'english',
      audioUnlocked: false,
    });
    expect(store.getState().narration.playbackRate).toBe(0.75);
  });
});

describe('whenRestored', () => {
  it('resolves once the saved user is back, and at once when it already is', async () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        user: JSON.stringify({ user: null }),
        _persist: '{"version":-1,"rehydrated":true}',
      }),
    );
    const { persistor } = makeTestStore();
    expect(persistor.getState().bootstrapped).toBe(false);
    await whenRestored(persistor);
    expect(persistor.getState().bootstrapped).toBe(true);
    await expect(whenRestored(persistor)).resolves.toBeUndefined();
  });
});
