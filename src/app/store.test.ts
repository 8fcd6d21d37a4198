import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionChanged } from '../features/auth/userSlice';
import { makeTestStore } from '../testing/renderWithProviders';
import { PERSIST_TIMEOUT_MS, persistConfig, rootReducer, whenRestored } from './store';

describe('store', () => {
  it('has exactly the slices of the product', () => {
    const state = rootReducer(undefined, { type: 'init' });
    expect(Object.keys(state)).toEqual([
      'user',
      'createStory',
      'messages',
      'StoryModification',
      'stories',
      'story',
      'settings',
      'narration',
      'storyPage',
      'interfaceLanguage',
    ]);
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
