import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { createApiClient } from '../lib/apiClient';
import type { AppUser } from '../lib/identity';
import { createFakeIdentity, type FakeIdentityOptions } from './fakeIdentity';
import { API } from './server';

export function makeTestStore(
  user: AppUser | null = null,
  preloadedState?: Partial<RootState>,
  identityOptions?: FakeIdentityOptions,
) {
  const identity = createFakeIdentity(user, identityOptions);
  const api = createApiClient(API, () => identity.getIdToken());
  const state: Partial<RootState> = {
    ...preloadedState,
    ...(user ? { user: { user, isAuthenticated: true, status: 'idle', error: null } } : {}),
  };
  return { identity, api, ...makeStore({ api, identity }, state) };
}

/**
 * Hands the router's current location to the test (router.state.location), and its navigate
 * (router.navigate(-1) is the browser's Back).
 */
function LocationProbe({
  onLocation,
}: {
  onLocation: (location: Location, navigate: NavigateFunction) => void;
}) {
  onLocation(useLocation(), useNavigate());
  return null;
}

/** The whole app at a path, with a fake identity and msw answering the API. */
export function renderApp(
  path: string,
  options: {
    user?: AppUser | null;
    preloadedState?: Partial<RootState>;
    /** How the identity provider restores the saved session. */
    identity?: FakeIdentityOptions;
  } = {},
) {
  const testStore = makeTestStore(options.user ?? null, options.preloadedState, options.identity);
  const router = {
    state: { location: null as unknown as Location },
    navigate: null as unknown as NavigateFunction,
  };
  const utils = render(
    <AppProviders store={testStore.store} persistor={testStore.persistor}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onLocation={(location, navigate) => {
            router.state.location = location;
            router.navigate = navigate;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, ...testStore, router };
}

export const PARENT: AppUser = {
  uid: 'parent-1',
  displayName: 'Meera Rao',
  email: 'meera@example.com',
};
export const ADMIN: AppUser = {
  uid: 'admin-one',
  displayName: 'Asha Admin',
  email: 'asha@example.com',
};
