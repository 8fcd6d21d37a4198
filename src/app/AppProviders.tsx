import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { I18nProvider } from '../i18n/I18nProvider';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { makeTheme } from '../components/theme';

/**
 * Shows the app once the saved state is restored. Unlike redux-persist's PersistGate, which
 * always renders nothing first and the app in a second, synchronous render from its
 * componentDidMount, an already restored store renders the app at once: the first render can
 * then be a transition, in slices a phone's CPU can interleave with input.
 */
function RestoredGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
  );
  return restored ? children : null;
}

function TranslatedApp({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  return <I18nProvider language={language}>{children}</I18nProvider>;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.settings.themeMode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Store, restored state (nothing renders until it is back), and the theme of settings. */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <RestoredGate persistor={persistor}>
        <TranslatedApp>
          <ThemedApp>{children}</ThemedApp>
        </TranslatedApp>
      </RestoredGate>
    </Provider>
  );
}
