import type { Middleware } from '@reduxjs/toolkit';
import { sessionChanged } from '../../features/auth/userSlice';
import { fetchMessages } from '../../features/messages/messagesSlice';
import { loadPreferencesSync } from '../../features/reader/loadPreferencesSync';
import { fetchStories } from '../../features/stories/storiesSlice';
import { NO_READER_CHOSEN, readerChosen, selectReadingChildId } from '../../lib/activeReader';
import { whenPageIsIdle } from '../../lib/idle';
import { resetServerData } from '../../lib/serverData/attach';
import type { AppUser } from '../../lib/identity';
import type { AppThunk } from '../hooks';
import type { AppDispatch, RootState } from '../store';

/** Sends the changes the account made offline (./heldChanges), loaded with the first send. */
const sendHeldChanges =
  (account: string): AppThunk =>
  (_dispatch, getState, { api }) => {
    void import('./heldChanges')
      .then((held) =>
        held.sendHeldChanges(api, account, () => getState().user.user?.uid === account),
      )
      .catch((error: unknown) => console.warn('Could not send the changes made offline', error));
  };

/**
 * What a new session starts, feature by feature: on sign-in, the personalised story list, the
 * inbox (the top bar shows its unread count) and the reader's saved settings, and the changes
 * made offline are sent (then again whenever the network comes back); on sign-out, the
 * settings stop following the account and the tab forgets who was reading; when the account
 * changes, the server-data cache is emptied (one account's board marks or lists are not the
 * next one's); when another of its readers (a child, or the account) starts reading, the
 * settings follow them. A plain middleware rather than RTK's listener middleware, which would
 * add 2 KB to the first screen for one listener. One per store, so tests stay apart.
 */
export function makeSessionListeners(): Middleware<object, RootState> {
  // Saved settings are only for signed-in readers: their code loads with the first one.
  let followedPreferences = false;
  let account: string | null | undefined;
  let followsNetwork = false;
  return (store) => (next) => (action) => {
    const result = next(action);
    const dispatch = store.dispatch as AppDispatch;
    const follow = (user: AppUser | null) =>
      void loadPreferencesSync().then(({ followPreferences }) => dispatch(followPreferences(user)));
    if (readerChosen.match(action) && account) follow(store.getState().user.user);
    if (!sessionChanged.match(action)) return result;
    const user = action.payload;
    if (account !== undefined && account !== (user?.uid ?? null)) resetServerData(dispatch);
    account = user?.uid ?? null;
    if (user || followedPreferences) {
      followedPreferences = true;
      follow(user);
    }
    if (!user) {
      // Signed out (here or elsewhere): whoever reads next is asked again.
      dispatch(readerChosen(NO_READER_CHOSEN));
      return result;
    }
    if (!followsNetwork) {
      followsNetwork = true;
      window.addEventListener('online', () => {
        if (account) dispatch(sendHeldChanges(account));
      });
    }
    whenPageIsIdle(() => dispatch(sendHeldChanges(user.uid)));
    const state = store.getState();
    const childId = selectReadingChildId(state);
    if (state.stories.listFor !== (childId || user.uid)) {
      void dispatch(fetchStories({ uid: user.uid, childId }));
    }
    if (state.messages.status === 'idle') void dispatch(fetchMessages(user.uid));
    return result;
  };
}
