import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import type { makeTestStore } from './renderWithProviders';

/**
 * The app at another path on the store of one already rendered (renderApp): two screens of one
 * session side by side, so a test can see a change made on one reach the other through the
 * shared server-data cache. Query the second through `within(container)`.
 */
export function renderAlongside(
  { store, persistor }: Pick<ReturnType<typeof makeTestStore>, 'store' | 'persistor'>,
  path: string,
) {
  const container = document.body.appendChild(document.createElement('div'));
  return render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
    { container },
  );
}
