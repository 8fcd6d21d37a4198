import type { AppThunk } from '../../app/hooks';
import { fetchMessages } from '../messages/messagesSlice';
import { fetchStories } from '../stories/storiesSlice';
import { sessionChanged } from './userSlice';

/**
 * Follows the identity provider's session: keeps the user slice in step and, on sign-in,
 * starts loading the personalised story list and the inbox. Returns the unsubscribe function.
 */
export const startSessionSync =
  (): AppThunk<() => void> =>
  (dispatch, getState, { identity }) =>
    identity.onSessionChange((user) => {
      dispatch(sessionChanged(user));
      if (!user) return;
      if (getState().stories.listFor !== user.uid) void dispatch(fetchStories({ uid: user.uid }));
      // The top bar shows the unread count.
      if (getState().messages.status === 'idle') void dispatch(fetchMessages(user.uid));
    });
