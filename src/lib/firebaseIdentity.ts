import type { AppEnv } from './env';
import type { Identity } from './identity';
import { whenPageIsIdle } from './idle';

/**
 * Firebase Authentication, loaded in its own chunk after the first screen has rendered, so
 * the story list does not wait for it. Every call waits for the module, except a token
 * request while nobody can be signed in: no saved user (`mayHaveSession` is false) and no
 * sign-in or sign-up started. The session listener loads the module too, but an anonymous
 * visitor's first calls do not wait for it: should the provider still hold a session, the
 * listener reports it and the signed-in loads follow.
 */
export function createFirebaseIdentity(env: AppEnv, mayHaveSession: () => boolean): Identity {
  let loading: Promise<Identity> | null = null;
  let signingIn = false;
  const load = () =>
    (loading ??= import('./firebaseIdentityImpl').then((module) => module.connectFirebase(env)));
  const loadForSignIn = () => {
    signingIn = true;
    return load();
  };

  return {
    onSessionChange(listener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      const listen = () =>
        void load().then((identity) => {
          if (!cancelled) unsubscribe = identity.onSessionChange(listener);
        });
      // A saved user's session matters at once; an anonymous visitor's can wait until the
      // page has loaded and is idle, so the provider's code does not compete with the first
      // screen for the network and the main thread.
      if (loading || mayHaveSession()) listen();
      else whenPageIsIdle(listen);
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signUp: (email, password, displayName) =>
      loadForSignIn().then((identity) => identity.signUp(email, password, displayName)),
    signIn: (email, password) =>
      loadForSignIn().then((identity) => identity.signIn(email, password)),
    signOut: () => load().then((identity) => identity.signOut()),
    sendPasswordReset: (email) => load().then((identity) => identity.sendPasswordReset(email)),
    getIdToken: () =>
      signingIn || mayHaveSession()
        ? load().then((identity) => identity.getIdToken())
        : Promise.resolve(null),
  };
}
