import type { AppThunk } from '../../app/hooks';
import { sessionChanged } from './userSlice';

/**
 * Follows the identity provider's session (restore, sign-in in another tab, expiry) and keeps
 * the user slice in step; what other features do on a new session, the app's session
 * listeners decide. Returns the unsubscribe function.
 */
export const followSession =
  (): AppThunk<() => void> =>
  (dispatch, getState, { identity }) =>
    identity.onSessionChange((user) => {
      const before = getState().user.user;
      dispatch(sessionChanged(user));
      // Verified since this browser last looked (the link opened elsewhere, then a reload):
      // the backend keeps the address once told so with a fresh token.
      if (user?.emailVerified && before?.uid === user.uid && before.emailVerified === false) {
        void import('./verificationThunks').then(({ checkEmailVerified }) =>
          dispatch(checkEmailVerified()),
        );
      }
    });
