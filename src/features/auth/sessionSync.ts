import type { AppThunk } from '../../app/hooks';
import { fetchStories } from '../stories/storiesSlice';
import { sessionChanged } from './userSlice';

/**
 * Follows the identity provider's session: keeps the user slice in step and, on sign-in,
 * starts loading the personalised story list. Returns the unsubscribe function.
 */
export const startSessionSync =
  (): AppThunk<() => void> =>
  (dispatch, getState, { identity }) =>
    identity.onSessionChange((user) => {
      dispatch(sessionChanged(user));
      if (user && getState().stories.listFor !== user.uid) {
        void dispatch(fetchStories({ uid: user.uid }));
      }
    });
