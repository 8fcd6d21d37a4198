import { PREFERENCE_KEYS, preferencesFrom } from '../../../contract/preferenceChecks';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../../contract/preferences';
import type { AppThunk } from '../../app/hooks';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import type { AppUser } from '../../lib/identity';
import { getPreferences, putPreferences } from './preferencesApi';
import { preferencesRestored } from './settingsSlice';

/** A save waits this long after the last change, so a run of clicks is saved once. */
export const SAVE_DELAY_MS = 800;

export function selectReaderPreferences(state: RootState): ReaderPreferences {
  const { language, themeMode, textSize, fontFamily, musicOn, selfReading } = state.settings;
  return {
    language,
    themeMode,
    textSize,
    fontFamily,
    musicOn,
    selfReading,
    playbackRate: state.narration.playbackRate,
  };
}

const isDefault = (preferences: ReaderPreferences) =>
  PREFERENCE_KEYS.every((key) => preferences[key] === DEFAULT_READER_PREFERENCES[key]);

/** Where one store's saving stands (timers and promises do not belong in the Redux state). */
interface Sync {
  /** The signed-in reader whose saved settings this tab has followed. */
  uid: string | null;
  /** The reader's own changes, counted. */
  changes: number;
  /** The count of changes the last successful save included. */
  savedChanges: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The save on its way; saves go one at a time, so the server receives them in order. */
  saving: Promise<void> | null;
  /** A change arrived while a save was on its way: save again when it is done. */
  saveAgain: boolean;
}

// One per store: each store has its own services object.
const syncs = new WeakMap<Services, Sync>();
function syncOf(services: Services): Sync {
  let sync = syncs.get(services);
  if (!sync) {
    sync = {
      uid: null,
      changes: 0,
      savedChanges: 0,
      timer: undefined,
      saving: null,
      saveAgain: false,
    };
    syncs.set(services, sync);
  }
  return sync;
}

const cancelTimer = (sync: Sync) => {
  clearTimeout(sync.timer);
  sync.timer = undefined;
};

/**
 * Saves the current settings now. A failed save keeps the settings on this device and is
 * sent again with the next change.
 */
export const savePreferencesNow =
  (): AppThunk<Promise<void>> => (_dispatch, getState, services) => {
    const sync = syncOf(services);
    cancelTimer(sync);
    if (sync.saving) {
      sync.saveAgain = true;
      return sync.saving;
    }
    const run = async () => {
      do {
        sync.saveAgain = false;
        if (!getState().user.user) return;
        const changes = sync.changes;
        try {
          // Only values the server accepts: a tab may still hold one a newer app retired.
          const preferences = preferencesFrom(selectReaderPreferences(getState()));
          await putPreferences(services.api, preferences);
        } catch (error) {
          console.warn('Could not save the reader settings; they are kept on this device', error);
          return;
        }
        sync.savedChanges = changes;
      } while (sync.saveAgain);
    };
    sync.saving = run().finally(() => {
      sync.saving = null;
    });
    return sync.saving;
  };

/** A signed-in reader changed a setting: save a moment after their last change. */
export const preferencesChanged = (): AppThunk => (dispatch, _getState, services) => {
  const sync = syncOf(services);
  sync.changes += 1;
  cancelTimer(sync);
  sync.timer = setTimeout(() => void dispatch(savePreferencesNow()), SAVE_DELAY_MS);
};

/** Before signing out: a change still waiting for its save is saved while the token is valid. */
export const savePendingPreferences =
  (): AppThunk<Promise<void>> => async (dispatch, _getState, services) => {
    const sync = syncOf(services);
    if (sync.timer !== undefined) await dispatch(savePreferencesNow());
    else if (sync.saving) await sync.saving;
  };

/**
 * Follows the identity session: when a reader signs in (or a signed-in page loads), their
 * saved settings are fetched and applied; when none were saved yet, the settings chosen
 * before signing in become theirs. A change the reader makes while the answer is on its way,
 * or one not yet saved, is newer than the answer and wins.
 */
export const followPreferences =
  (user: AppUser | null): AppThunk<Promise<void>> =>
  async (dispatch, getState, services) => {
    const sync = syncOf(services);
    if (!user) {
      cancelTimer(sync);
      sync.uid = null;
      // What was not saved belonged to the reader who left.
      sync.savedChanges = sync.changes;
      return;
    }
    if (sync.uid === user.uid) return;
    sync.uid = user.uid;
    const changesBefore = sync.changes;
    let saved: ReaderPreferences | null;
    try {
      saved = await getPreferences(services.api);
    } catch (error) {
      // The reader keeps the settings on this device; their next change is saved as usual.
      console.warn('Could not load the saved reader settings', error);
      return;
    }
    // Signed out, or someone else signed in, while the answer was on its way.
    if (sync.uid !== user.uid) return;
    const newerHere = sync.changes !== changesBefore || sync.changes !== sync.savedChanges;
    if (newerHere) {
      if (!sync.timer && !sync.saving) await dispatch(savePreferencesNow());
    } else if (saved) {
      dispatch(preferencesRestored(saved));
    } else if (!isDefault(selectReaderPreferences(getState()))) {
      await dispatch(savePreferencesNow());
    }
  };
