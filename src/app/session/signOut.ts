import { logOut } from '../../features/auth/authThunks';
import { loadPreferencesSync } from '../../features/reader/loadPreferencesSync';
import { createAppAsyncThunk } from '../hooks';
import type { DeviceAfterSignOut } from './clearDevice';
import { signedOutWith } from './signedOutNotice';

/**
 * Signs out of the app: a reader setting changed a moment ago is saved first, while the token
 * is still valid; then the account's private data leaves the device (its recordings, changes
 * made offline: ./clearDevice). (The save reports its own failures; if its code cannot even
 * load, signing out goes on.)
 */
export const signOut = createAppAsyncThunk<DeviceAfterSignOut | null, void>(
  'session/signOut',
  async (_, { dispatch, getState, extra }) => {
    await loadPreferencesSync()
      .then(({ savePendingPreferences }) => dispatch(savePendingPreferences()))
      .catch(() => undefined);
    const account = getState().user.user?.uid;
    const left = account
      ? await import('./clearDevice')
          .then(({ clearAccountFromDevice }) => clearAccountFromDevice(extra.api, account))
          .catch(() => null)
      : null;
    await dispatch(logOut());
    if (left) signedOutWith(left);
    return left;
  },
);
