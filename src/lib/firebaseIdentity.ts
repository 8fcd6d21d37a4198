import type { AppEnv } from './env';
import type { Identity } from './identity';
import { whenPageIsIdle } from './idle';

/**
 * Where Firebase keeps a session with the browser-local persistence `connectFirebase` chooses
 * (localStorage; the name is Firebase's, `firebase:authUser:<API key>:<app name>`).
 */
export const providerSessionKey = (env: AppEnv) =>
  `firebase:authUser:${env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;

function providerHoldsSession(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // Storage that cannot be read may still hold a session: ask the provider.
    return true;
  }
}

/**
 * Firebase Authentication, loaded in its own chunk only when needed, so the story list never
 * waits for it. Every call waits for the module, except a token request while nobody can be
 * signed in: no saved user (`mayHaveSession` is false) and no sign-in or sign-up started. The
 * session listener loads the module at once for a saved user; for a visitor whose browser
 * still holds a provider session without a saved user, once the page is idle (the listener
 * then reports it and the signed-in loads follow); for any other visitor only with their
 * first sign-in or sign-up, or when another tab signs in. Evaluating the provider's code is
 * one of a phone's longest tasks, and most visitors never sign in.
 */
export function createFirebaseIdentity(env: AppEnv, mayHaveSession: () => boolean): Identity {
  let loading: Promise<Identity> | null = null;
  let signingIn = false;
  const sessionKey = providerSessionKey(env);
  /** Session listeners waiting for the provider to load for another reason. */
  const waiting = new Set<() => void>();
  const load = () => {
    if (!loading) {
      loading = import('./firebaseIdentityImpl').then((module) => module.connectFirebase(env));
      for (const start of [...waiting]) start();
    }
    return loading;
  };
  const loadForSignIn = () => {
    signingIn = true;
    return load();
  };

  return {
    onSessionChange(listener) {
      let unsubscribe: (() => void) | null = null;
      let stopWaiting: () => void = () => undefined;
      let cancelled = false;
      const listen = () =>
        void load().then((identity) => {
          if (!cancelled) unsubscribe = identity.onSessionChange(listener);
        });
      if (loading || mayHaveSession()) {
        listen();
      } else if (providerHoldsSession(sessionKey)) {
        // Idle first, so the provider's code does not compete with the first screen.
        whenPageIsIdle(listen);
      } else {
        const start = () => {
          stopWaiting();
          listen();
        };
        // Another tab signing in writes the provider's session here too.
        const onStorage = (event: StorageEvent) => {
          if (event.key === sessionKey && event.newValue !== null) start();
        };
        waiting.add(start);
        window.addEventListener('storage', onStorage);
        stopWaiting = () => {
          waiting.delete(start);
          window.removeEventListener('storage', onStorage);
        };
      }
      return () => {
        cancelled = true;
        stopWaiting();
        unsubscribe?.();
      };
    },
    signUp: (email, password, displayName) =>
      loadForSignIn().then((identity) => identity.signUp(email, password, displayName)),
    signIn: (email, password) =>
      loadForSignIn().then((identity) => identity.signIn(email, password)),
    signOut: () => load().then((identity) => identity.signOut()),
    sendPasswordReset: (email) => load().then((identity) => identity.sendPasswordReset(email)),
    sendEmailVerification: () => load().then((identity) => identity.sendEmailVerification()),
    refreshUser: () => load().then((identity) => identity.refreshUser()),
    reauthenticate: (password) => load().then((identity) => identity.reauthenticate(password)),
    getIdToken: () =>
      signingIn || mayHaveSession()
        ? load().then((identity) => identity.getIdToken())
        : Promise.resolve(null),
  };
}
