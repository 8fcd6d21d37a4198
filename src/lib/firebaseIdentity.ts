import type { AppEnv } from './env';
import type { Identity } from './identity';

/**
 * Firebase Authentication, loaded in its own chunk after the first screen has rendered, so
 * the story list does not wait for it. Every call waits for the module, except a token
 * request while nobody can be signed in: `mayHaveSession` is false and the module was never
 * asked for (a saved user, a sign-in or the session listener all load it).
 */
export function createFirebaseIdentity(env: AppEnv, mayHaveSession: () => boolean): Identity {
  let loading: Promise<Identity> | null = null;
  const load = () =>
    (loading ??= import('./firebaseIdentityImpl').then((module) => module.connectFirebase(env)));

  return {
    onSessionChange(listener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void load().then((identity) => {
        if (!cancelled) unsubscribe = identity.onSessionChange(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signUp: (email, password, displayName) =>
      load().then((identity) => identity.signUp(email, password, displayName)),
    signIn: (email, password) => load().then((identity) => identity.signIn(email, password)),
    signOut: () => load().then((identity) => identity.signOut()),
    sendPasswordReset: (email) => load().then((identity) => identity.sendPasswordReset(email)),
    getIdToken: () =>
      loading || mayHaveSession()
        ? load().then((identity) => identity.getIdToken())
        : Promise.resolve(null),
  };
}
