import './app/fonts.css';
// Listens for back and forward before the router does, so unsaved work can hold them.
import './lib/leaveGuard';
import { startTransition, StrictMode, useEffect } from 'react';
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
import { takePreloadedRead } from './boot/preloadedReads';
import { env } from './lib/env';
import { startErrorReporting } from './lib/errorReporter';
import { createFirebaseIdentity } from './lib/firebaseIdentity';
import { markAppShown, whenPageIsIdle } from './lib/idle';
import { loadLanguageNameFonts } from './lib/languageNameFonts';

type Started = ReturnType<typeof makeStore>;

/** The tab's or the browser's language; English when its messages cannot be fetched. */
async function startInterfaceLanguage({ store }: Started) {
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

/** The screen of the address the page opened at; a failure shows on the screen itself. */
async function loadFirstScreen(started: Started) {
  const { store, persistor } = started;
  await Promise.all([whenRestored(persistor), startInterfaceLanguage(started)]);
  const signedIn = store.getState().user.user !== null;
  await Promise.race([
    loadScreensAt(window.location.pathname, { signedIn }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

/** Lets idle work (prefetches, the sign-in provider) start once the first screen is shown. */
function FirstScreenShown() {
  useEffect(markAppShown, []);
  return null;
}

/**
 * Hands the main thread back to the browser (input, paint) between the steps of starting: on a
 * phone's slow CPU, one long start-up task would leave a child's first taps unanswered.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The modules' own evaluation ends here.
  await nextTask();
  loadLanguageNameFonts();
  document.title = env.VITE_APP_TITLE;
  initAnalytics(env.VITE_GA_MEASUREMENT_ID);
  await nextTask();
  const identity = createFirebaseIdentity(env, () => started.store.getState().user.user !== null);
  const api = createApiClient(
    env.VITE_API_BASE_URL,
    () => identity.getIdToken(),
    takePreloadedRead,
    // Without a network, stories the family kept for offline answer from the device.
    (request) =>
      import('./lib/offline/keptAnswers').then(({ answerFromKept }) =>
        answerFromKept(request, started.store.getState().user.user?.uid ?? null),
      ),
  );
  const started = makeStore({ api, identity });
  startErrorReporting(api);
  await loadFirstScreen(started);
  // React DOM is evaluated here, in a task of its own (the page preloads it with the entry):
  // evaluating it with the app's other modules made one 200 ms task on a 4× slower CPU.
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  // The first render waits for the saved user and the first screen's code, so the app renders
  // once, and as a transition: in slices between which a phone's slow CPU can handle input,
  // rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstScreenShown />
        <AppProviders store={started.store} persistor={started.persistor}>
          {/* The declarative router: the app uses no loaders or actions, and the data router
          would add about 16 KB gzip to the first screen. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
// The service worker (offline start, kept pictures, updates) once the first screen is shown.
// Development serves no worker: its files change with every edit.
if (import.meta.env.PROD) {
  whenPageIsIdle(
    () => void import('./lib/serviceWorker/registration').then((sw) => sw.registerServiceWorker()),
  );
}
