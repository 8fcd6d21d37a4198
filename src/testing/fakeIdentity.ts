import { identityFromBackend, type AuthBackend, type BackendUser } from '../lib/authBackend';
import type { AppUser } from '../lib/identity';

export interface FakeIdentityOptions {
  /**
   * How long restoring the saved session takes after "page load". Like Firebase, the
   * provider has no current user until then and calls its listeners only once it is done.
   */
  restoreDelayMs?: number;
  /** Restoring ends only when the test calls finishRestore(), whatever the app does meanwhile. */
  holdRestore?: boolean;
}

const tokenOf = (user: AppUser) => `token-${user.uid}`;

/**
 * An in-memory identity provider for tests that behaves like Firebase Auth where it
 * matters: the saved session (`saved`) is restored asynchronously, after the first screen
 * may already have asked for a token. It goes through the same adapter as Firebase.
 */
export function createFakeIdentity(
  saved: AppUser | null = null,
  options: FakeIdentityOptions = {},
) {
  let current: BackendUser | null = null;
  let restored = false;
  const listeners = new Set<(user: BackendUser | null) => void>();
  /** Addresses whose owner has not opened the verification link yet. */
  const unverifiedEmails = new Set<string>();
  /** A user the test hands over is verified unless it says otherwise. */
  const noteVerification = (user: AppUser | null) => {
    if (user?.email && user.emailVerified === false) unverifiedEmails.add(user.email);
  };
  noteVerification(saved);
  const asBackendUser = (user: AppUser): BackendUser => ({
    ...user,
    emailVerified: !user.email || !unverifiedEmails.has(user.email),
    getIdToken: async () => tokenOf(user),
  });
  const setCurrent = (user: AppUser | null) => {
    current = user ? asBackendUser(user) : null;
    if (restored) listeners.forEach((listener) => listener(current));
  };

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let restoring = false;
  const finishRestore = () => {
    if (restored) return;
    current = saved ? asBackendUser(saved) : null;
    restored = true;
    markReady();
    listeners.forEach((listener) => listener(current));
  };
  // Like Firebase, restoring starts when the provider is first used and ends a little later.
  const startRestore = () => {
    if (restoring) return;
    restoring = true;
    if (!options.holdRestore) setTimeout(finishRestore, options.restoreDelayMs ?? 5);
  };

  const controls: {
    failNext: { code: string } | null;
    resetEmails: string[];
    knownEmails: Set<string>;
    passwords: Map<string, string>;
    verificationEmails: string[];
    verifyEmail(email: string): void;
    emitSession(user: AppUser | null): void;
    finishRestore(): void;
  } = {
    finishRestore,
    failNext: null as { code: string } | null,
    resetEmails: [] as string[],
    /** Addresses a verification link was sent to, in order. */
    verificationEmails: [] as string[],
    /** The owner opens the link (with Firebase, the Auth emulator's REST API does this). */
    verifyEmail: (email: string) => unverifiedEmails.delete(email),
    /** Accounts that exist, for password resets; any other address is "auth/user-not-found". */
    knownEmails: new Set<string>(saved?.email ? [saved.email] : []),
    /**
     * Each address's password, for reauthentication: signing up or in records the one given;
     * a test sets the saved user's. An address without one refuses every password.
     */
    passwords: new Map<string, string>(),
    /** The provider's session changes on its own (expiry, another tab). */
    emitSession: (user: AppUser | null) => {
      noteVerification(user);
      startRestore();
      if (restored) setCurrent(user);
      else void ready.then(() => setCurrent(user));
    },
  };
  const takeFailure = () => {
    const failure = Object.assign(new Error(controls.failNext!.code), controls.failNext);
    controls.failNext = null;
    return failure;
  };

  const backend: AuthBackend = {
    get currentUser() {
      startRestore();
      return current;
    },
    authStateReady: () => {
      startRestore();
      return ready;
    },
    onAuthStateChanged(listener) {
      startRestore();
      listeners.add(listener);
      if (restored) queueMicrotask(() => listeners.has(listener) && listener(current));
      return () => listeners.delete(listener);
    },
    async createAccount(email, password, displayName) {
      await backend.authStateReady();
      if (controls.failNext) throw takeFailure();
      controls.knownEmails.add(email);
      controls.passwords.set(email, password);
      // Like Firebase, a new account's address is not verified.
      unverifiedEmails.add(email);
      setCurrent({ uid: `uid-${email}`, email, displayName });
      return current!;
    },
    async signIn(email, password) {
      await backend.authStateReady();
      if (controls.failNext) throw takeFailure();
      controls.passwords.set(email, password);
      setCurrent({ uid: `uid-${email}`, email, displayName: null });
      return current!;
    },
    async signOut() {
      if (controls.failNext) throw takeFailure();
      setCurrent(null);
    },
    async sendPasswordReset(email) {
      if (controls.failNext) throw takeFailure();
      if (!controls.knownEmails.has(email)) {
        throw Object.assign(new Error('auth/user-not-found'), { code: 'auth/user-not-found' });
      }
      controls.resetEmails.push(email);
    },
    async sendEmailVerification() {
      await backend.authStateReady();
      if (controls.failNext) throw takeFailure();
      if (current?.email) controls.verificationEmails.push(current.email);
    },
    // Like Firebase's reload(): the user is read again, and no session listener is told.
    async reloadCurrentUser() {
      await backend.authStateReady();
      if (controls.failNext) throw takeFailure();
      current = current ? asBackendUser(current) : null;
      return current;
    },
    // Like Firebase's reauthenticateWithCredential(): asynchronous, and the session stays as it is.
    async reauthenticate(password) {
      await backend.authStateReady();
      // A round trip to the provider: an answer never arrives in the same task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (controls.failNext) throw takeFailure();
      if (!current?.email) {
        throw Object.assign(new Error('auth/no-current-user'), { code: 'auth/no-current-user' });
      }
      if (controls.passwords.get(current.email) !== password) {
        throw Object.assign(new Error('auth/invalid-credential'), {
          code: 'auth/invalid-credential',
        });
      }
    },
  };
  // One object: tests set failNext on what they were given, and the provider reads it there.
  return Object.assign(controls, identityFromBackend(backend));
}
