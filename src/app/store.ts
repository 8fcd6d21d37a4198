import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
// The es/ path: lib/ builds but leaves a blank page in the browser.
import storage from 'redux-persist/es/storage';
import tabStorage from 'redux-persist/es/storage/session';
import { userReducer } from '../features/auth/userSlice';
import type { CreateStoryState } from '../features/createStory/createStorySlice';
import { messagesReducer } from '../features/messages/messagesSlice';
import type { StoryModificationState } from '../features/storyModification/storyModificationSlice';
import { storiesReducer } from '../features/stories/storiesSlice';
import { storyReducer } from '../features/stories/storySlice';
import { settingsReducer, type SettingsState } from '../features/reader/settingsSlice';
import { narrationReducer, type NarrationState } from '../features/reader/narrationSlice';
import { storyPageReducer } from '../features/reader/storyPageSlice';
import { interfaceLanguageReducer } from '../i18n/interfaceLanguage';
import { preferenceChanges } from '../features/reader/preferenceChanges';
import { failedLoadReporter } from '../lib/errorReporter';
import { attachServerDataWhenLoaded } from '../lib/serverData/attach';
import { injectLateSlices } from '../lib/lateSlices';
import { activeReaderReducer, type ActiveReaderState } from '../lib/activeReader';
import { PERSIST_KEY, TAB_SETTINGS_KEY } from '../lib/persistKey';
import type { Services } from './services';
import { makeSessionListeners } from './session/sessionListeners';

export { PERSIST_KEY };
export const PERSIST_TIMEOUT_MS = 5000;

const keptForTheTab = <State>(key: string, whitelist: (keyof State & string)[]) =>
  ({
    key,
    storage: tabStorage,
    whitelist,
    timeout: PERSIST_TIMEOUT_MS,
  }) satisfies PersistConfig<State>;

/**
 * The reader's settings last for the tab's life (sessionStorage), signed in or not: only the
 * user is kept in the browser for longer. A signed-in reader's settings also live on the
 * server and come back on sign-in on any device (features/reader/preferencesSync.ts).
 */
export const tabPersistConfigs = {
  settings: keptForTheTab<SettingsState>(TAB_SETTINGS_KEY, [
    'musicOn',
    'themeMode',
    'selfReading',
    'language',
    'textSize',
    'fontFamily',
  ]),
  narration: keptForTheTab<NarrationState>('narration', ['playbackRate']),
  /** Who reads in this tab (lib/activeReader): asked again in a new tab. */
  activeReader: keptForTheTab<ActiveReaderState>('reader', ['account', 'child']),
};

const reducers = {
  user: userReducer,
  messages: messagesReducer,
  stories: storiesReducer,
  story: storyReducer,
  // Kept for the tab; their _persist key is read by no screen, so the state types stay plain.
  settings: persistReducer(
    tabPersistConfigs.settings,
    settingsReducer,
  ) as unknown as typeof settingsReducer,
  narration: persistReducer(
    tabPersistConfigs.narration,
    narrationReducer,
  ) as unknown as typeof narrationReducer,
  storyPage: storyPageReducer,
  interfaceLanguage: interfaceLanguageReducer,
  activeReader: persistReducer(
    tabPersistConfigs.activeReader,
    activeReaderReducer,
  ) as unknown as typeof activeReaderReducer,
};

/**
 * The app's reducer, made with its store rather than when this module loads: combining them runs
 * every slice's reducer to check it, work that would otherwise lengthen the page's first task.
 * The server-data cache joins it when its code loads (lib/serverData).
 */
export const makeRootReducer = () => combineSlices(reducers);

/**
 * Slices that join the store when their screen's code loads (lib/lateSlices): the story
 * editor's and the story request form's. Their screens read them only once loaded.
 */
interface LateSlices {
  createStory: CreateStoryState;
  StoryModification: StoryModificationState;
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>> & LateSlices;

/** Only the user slice is saved in the browser, under the key root. */
export const persistConfig = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['user'],
  timeout: PERSIST_TIMEOUT_MS,
};

export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  const rootReducer = makeRootReducer();
  // Slices already loaded join before the store is made, so a preloaded state keeps theirs.
  let announce = (_path: string) => {};
  injectLateSlices((slice) => {
    rootReducer.inject(slice);
    announce(slice.reducerPath);
  });
  const lateMiddleware = createDynamicMiddleware();
  const store = configureStore({
    // The persisted reducer adds a _persist key that no screen reads; keep RootState plain.
    reducer: persistReducer(persistConfig, rootReducer) as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(makeSessionListeners())
        .concat(failedLoadReporter, preferenceChanges, lateMiddleware.middleware),
  });
  // A slice loaded later joins the store's state with the next action: one now, for the screen
  // about to read it.
  announce = (path) => store.dispatch({ type: `${path}/attached` });
  attachServerDataWhenLoaded((cache) => {
    rootReducer.inject(cache);
    lateMiddleware.addMiddleware(cache.middleware);
    // The cache's state joins the store's with the next action: one now, for a query started at once.
    store.dispatch({ type: `${cache.reducerPath}/attached` });
  });
  const persistor: Persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/** Resolves once the saved user slice is back in the store (redux-persist's bootstrap). */
export function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
