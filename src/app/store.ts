import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
// The es/ path: lib/ builds but leaves a blank page in the browser.
import storage from 'redux-persist/es/storage';
import { userReducer } from '../features/auth/userSlice';
import { createStoryReducer } from '../features/createStory/createStorySlice';
import { messagesReducer } from '../features/messages/messagesSlice';
import { storyModificationReducer } from '../features/storyModification/storyModificationSlice';
import { storiesReducer } from '../features/stories/storiesSlice';
import { storyReducer } from '../features/stories/storySlice';
import { settingsReducer } from '../features/reader/settingsSlice';
import { narrationReducer } from '../features/reader/narrationSlice';
import { storyPageReducer } from '../features/reader/storyPageSlice';
import { interfaceLanguageReducer } from '../i18n/interfaceLanguage';
import { failedLoadReporter } from '../lib/errorReporter';
import { PERSIST_KEY } from './persistKey';
import type { Services } from './services';

export const rootReducer = combineReducers({
  user: userReducer,
  createStory: createStoryReducer,
  messages: messagesReducer,
  StoryModification: storyModificationReducer,
  stories: storiesReducer,
  story: storyReducer,
  settings: settingsReducer,
  narration: narrationReducer,
  storyPage: storyPageReducer,
  interfaceLanguage: interfaceLanguageReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export { PERSIST_KEY };
export const PERSIST_TIMEOUT_MS = 5000;

/** Only the user slice is saved in the browser, under the key root. */
export const persistConfig = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['user'],
  timeout: PERSIST_TIMEOUT_MS,
};

export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // The persisted reducer adds a _persist key that no screen reads; keep RootState plain.
    reducer: persistReducer(persistConfig, rootReducer) as unknown as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(failedLoadReporter),
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
