import './app/fonts.css';
// Listens for back and forward before the router does, so unsaved work can hold them.
import './lib/leaveGuard';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, loadScreensAt } from './app/routes';
import { makeStore, whenRestored } from './app/store';
import { loadCataloguePart } from './i18n/catalogues';
import {
  detectInterfaceLanguage,
  interfaceLanguageChosen,
  readSavedLanguage,
} from './i18n/interfaceLanguage';
import { storyLanguageDefaulted } from './features/reader/settingsSlice';
import { initAnalytics } from './lib/analytics';
import { createApiClient } from './lib/apiClient';
import { env } from './lib/env';
import { startErrorReporting } from './lib/errorReporter';
import { createFirebaseIdentity } from './lib/firebaseIdentity';
import { loadLanguageNameFonts } from './lib/languageNameFonts';

loadLanguageNameFonts();

document.title = env.VITE_APP_TITLE;
initAnalytics(env.VITE_GA_MEASUREMENT_ID);

const identity = createFirebaseIdentity(env, () => store.getState().user.user !== null);
const api = createApiClient(env.VITE_API_BASE_URL, () => identity.getIdToken());
const { store, persistor } = makeStore({ api, identity });
startErrorReporting(api);

/** The tab's or the browser's language; English when its messages cannot be fetched. */
async function startInterfaceLanguage() {
  const firstVisitOfTab = readSavedLanguage() === null;
  const language = detectInterfaceLanguage();
  if (language === 'english') return;
  try {
    await loadCataloguePart(language, 'first');
    store.dispatch(interfaceLanguageChosen(language));
    // A new tab's story language starts at the interface language; later the tab's own choice
    // (or the reader's saved settings) stands.
    if (firstVisitOfTab) store.dispatch(storyLanguageDefaulted(language));
  } catch {
    // English is in the page already.
  }
}

/** How long the first render waits for a lazily loaded screen before showing it loading. */
const FIRST_SCREEN_WAIT_MS = 2000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** The screen of the address the page opened at; a failure shows on the screen itself. */
async function loadFirstScreen() {
  await Promise.all([whenRestored(persistor), startInterfaceLanguage()]);
  const signedIn = store.getState().user.user !== null;
  await Promise.race([
    loadScreensAt(window.location.pathname, { signedIn }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

const root = createRoot(container);
// The first render waits for the saved user and the first screen's code, so the app renders
// once, and as a transition: in slices between which a phone's slow CPU can handle input,
// rather than one long task.
void loadFirstScreen().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          {/* The declarative router: the app uses no loaders or actions, and the data router
          would add about 16 KB gzip to the first screen. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
