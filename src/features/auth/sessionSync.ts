import type { AppThunk } from '../../app/hooks';
import { fetchMessages } from '../messages/messagesSlice';
import { loadPreferencesSync } from '../reader/loadPreferencesSync';
import { fetchStories } from '../stories/storiesSlice';
import { sessionChanged } from './userSlice';

/**
 * Follows the identity provider's session: keeps the user slice in step and, on sign-in,
 * starts loading the personalised story list, the inbox and the reader's saved settings.
 * Returns the unsubscribe function.
 */
export const startSessionSync =
  (): AppThunk<() => void> =>
  (dispatch, getState, { identity }) => {
    let followedPreferences = false;
    return identity.onSessionChange((user) => {
      dispatch(sessionChanged(user));
      // Saved settings are only for signed-in readers: their code loads with the first one.
      if (user || followedPreferences) {
        followedPreferences = true;
        void loadPreferencesSync().then(({ followPreferences }) =>
          dispatch(followPreferences(user)),
        );
      }
      if (!user) return;
      if (getState().stories.listFor !== user.uid) void dispatch(fetchStories({ uid: user.uid }));
      // The top bar shows the unread count.
      if (getState().messages.status === 'idle') void dispatch(fetchMessages(user.uid));
    });
  };
