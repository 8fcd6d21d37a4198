import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
