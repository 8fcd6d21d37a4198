import { PREFERENCE_KEYS, preferencesFrom } from '../../../contract/preferenceChecks';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../../contract/preferences';
import type { AppThunk } from '../../app/hooks';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { selectReadingChildId } from '../../lib/activeReader';
import type { AppUser } from '../../lib/identity';
import { preferencesApi, type SettingsReader } from './preferencesApi';
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

const { getPreferences, savePreferences } = preferencesApi.endpoints;
type SavedLoad = ReturnType<ReturnType<typeof getPreferences.initiate>>;

/** A load aborted because its reader left before it answered. */
const wasDropped = (error: object | undefined) =>
  error !== undefined && 'name' in error && error.name === 'AbortError';

/** Where one store's saving stands (timers and promises do not belong in the Redux state). */
interface Sync {
  /**
   * The signed-in reader (the account, or the child of it reading) whose saved settings this
   * tab has followed: the settings on screen are theirs, and a save is for them.
   */
  reader: SettingsReader | null;
  /** Their saved settings on the way: dropped if they sign out first. */
  loading: SavedLoad | null;
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
      reader: null,
      loading: null,
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
export const savePreferencesNow = (): AppThunk<Promise<void>> => (dispatch, getState, services) => {
  const sync = syncOf(services);
  cancelTimer(sync);
  if (sync.saving) {
    sync.saveAgain = true;
    return sync.saving;
  }
  const run = async () => {
    do {
      sync.saveAgain = false;
      const reader = sync.reader;
      if (!reader || getState().user.user?.uid !== reader.uid) return;
      const changes = sync.changes;
      // Only values the server accepts: a tab may still hold one a newer app retired.
      const preferences = preferencesFrom(selectReaderPreferences(getState()));
      const saved = await dispatch(
        savePreferences.initiate({ reader, preferences }, { track: false }),
      );
      if (saved.error) {
        const failure = saved.error;
        console.warn('Could not save the reader settings; they are kept on this device', failure);
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

const sameReader = (one: SettingsReader | null, other: SettingsReader | null) =>
  one?.uid === other?.uid && one?.childId === other?.childId;

/**
 * Follows the identity session and the reader: when a reader signs in (or a signed-in page
 * loads), their saved settings are fetched and applied; when none were saved yet, the settings
 * chosen before signing in become theirs. When another reader of the account takes over the
 * tab (a child, or the grown-up again), a change of the one before that is still waiting is
 * saved for them first; then the new reader's settings are applied (a child always has some:
 * their profile's; the account's defaults when it saved none). A change the reader makes while
 * the answer is on its way, or one not yet saved, is newer than the answer and wins. An answer
 * that arrives after the reader signed out, or someone else took over, is dropped (the load is
 * aborted).
 */
export const followPreferences =
  (user: AppUser | null): AppThunk<Promise<void>> =>
  async (dispatch, getState, services) => {
    const sync = syncOf(services);
    const childId = user ? selectReadingChildId(getState()) : undefined;
    const reader: SettingsReader | null = user
      ? { uid: user.uid, ...(childId && { childId }) }
      : null;
    if (reader && sameReader(sync.reader, reader)) return;
    sync.loading?.abort();
    sync.loading = null;
    if (!reader) {
      cancelTimer(sync);
      sync.reader = null;
      // What was not saved belonged to the reader who left.
      sync.savedChanges = sync.changes;
      return;
    }
    const switched = sync.reader?.uid === reader.uid;
    if (switched) {
      await dispatch(savePendingPreferences());
      // Another switch, or signing out, came meanwhile: the later follow decides.
      if (!sameReader(readerNow(getState()), reader)) return;
    }
    sync.reader = reader;
    const changesBefore = sync.changes;
    // Asked afresh at each sign-in: another device may have saved since.
    const loading = dispatch(
      getPreferences.initiate(reader, { subscribe: false, forceRefetch: true }),
    );
    sync.loading = loading;
    const answer = await loading;
    if (answer.isError) {
      // The reader keeps the settings on this device; their next change is saved as usual.
      if (!wasDropped(answer.error))
        console.warn('Could not load the saved reader settings', answer.error);
      return;
    }
    // Dropped with the rest of the cache when the account changed.
    if (!answer.isSuccess) return;
    const saved = answer.data;
    const newerHere = sync.changes !== changesBefore || sync.changes !== sync.savedChanges;
    if (newerHere) {
      if (!sync.timer && !sync.saving) await dispatch(savePreferencesNow());
    } else if (saved) {
      dispatch(preferencesRestored(saved));
    } else if (switched) {
      // The settings on screen were the reader's before: the account starts from the defaults.
      dispatch(preferencesRestored(DEFAULT_READER_PREFERENCES));
    } else if (!isDefault(selectReaderPreferences(getState()))) {
      await dispatch(savePreferencesNow());
    }
  };

/** The reader the store says reads now (signed in), as the saver names readers. */
function readerNow(state: RootState): SettingsReader | null {
  const uid = state.user.user?.uid;
  if (!uid) return null;
  const childId = selectReadingChildId(state);
  return { uid, ...(childId && { childId }) };
}
