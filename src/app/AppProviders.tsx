import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { I18nProvider } from '../i18n/I18nProvider';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { makeTheme } from './theme';

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
      <PersistGate loading={null} persistor={persistor}>
        <I18nProvider>
          <ThemedApp>{children}</ThemedApp>
        </I18nProvider>
      </PersistGate>
    </Provider>
  );
}
