import { logOut } from '../../features/auth/authThunks';
import { loadPreferencesSync } from '../../features/reader/loadPreferencesSync';
import { createAppAsyncThunk } from '../hooks';

/**
 * Signs out of the app: a reader setting changed a moment ago is saved first, while the token
 * is still valid. (The save reports its own failures; if its code cannot even load, signing
 * out goes on.)
 */
export const signOut = createAppAsyncThunk<void, void>(
  'session/signOut',
  async (_, { dispatch }) => {
    await loadPreferencesSync()
      .then(({ savePendingPreferences }) => dispatch(savePendingPreferences()))
      .catch(() => undefined);
    await dispatch(logOut());
  },
);
