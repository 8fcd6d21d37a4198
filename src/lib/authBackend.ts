import type { AppUser, Identity } from './identity';

/** A signed-in account as the identity provider holds it. */
export interface BackendUser extends AppUser {
  getIdToken(): Promise<string>;
}

/**
 * The part of an identity provider the app relies on, shaped like Firebase Auth: after a
 * page load `currentUser` stays null until the saved session has been restored, and
 * `authStateReady()` resolves once it has.
 */
export interface AuthBackend {
  readonly currentUser: BackendUser | null;
  authStateReady(): Promise<void>;
  onAuthStateChanged(listener: (user: BackendUser | null) => void): () => void;
  createAccount(email: string, password: string, displayName: string): Promise<BackendUser>;
  signIn(email: string, password: string): Promise<BackendUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  sendEmailVerification(): Promise<void>;
  /** Reloads the current user and, once their address is verified, their ID token. */
  reloadCurrentUser(): Promise<BackendUser | null>;
  /** Signs the current user in again with their password; rejects when it does not match. */
  reauthenticate(password: string): Promise<void>;
}

const toAppUser = (user: BackendUser): AppUser => ({
  uid: user.uid,
  displayName: user.displayName,
  email: user.email,
  ...(user.emailVerified === undefined ? {} : { emailVerified: user.emailVerified }),
});

/** Codes that only say whether an address has an account; a reset request hides them. */
const ACCOUNT_EXISTENCE_CODES = new Set(['auth/user-not-found', 'auth/invalid-email']);

/** The app's Identity on top of a provider. Shared by Firebase and the tests' fake provider. */
export function identityFromBackend(backend: AuthBackend): Identity {
  return {
    onSessionChange: (listener) =>
      backend.onAuthStateChanged((user) => listener(user ? toAppUser(user) : null)),
    signUp: async (email, password, displayName) =>
      toAppUser(await backend.createAccount(email, password, displayName)),
    signIn: async (email, password) => toAppUser(await backend.signIn(email, password)),
    signOut: () => backend.signOut(),
    async sendPasswordReset(email) {
      try {
        await backend.sendPasswordReset(email);
      } catch (error) {
        // Anyone may ask for a reset: the answer must not tell them whether an account exists.
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && ACCOUNT_EXISTENCE_CODES.has(code)) return;
        throw error;
      }
    },
    sendEmailVerification: () => backend.sendEmailVerification(),
    async refreshUser() {
      await backend.authStateReady();
      const user = await backend.reloadCurrentUser();
      return user ? toAppUser(user) : null;
    },
    async reauthenticate(password) {
      await backend.authStateReady();
      await backend.reauthenticate(password);
    },
    async getIdToken() {
      // Right after a page load the saved session is still being restored; a call made then
      // must wait for it, or it leaves without a token and the server says "Please sign in".
      await backend.authStateReady();
      return backend.currentUser ? backend.currentUser.getIdToken() : null;
    },
  };
}
