/** A signed-in person as the app keeps them. */
export interface AppUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  /**
   * False while the address waits for its owner to open the link sent to it. A user saved
   * before the app kept this has none until the provider has restored the session.
   */
  emailVerified?: boolean;
}

/**
 * What the app needs from the identity provider. The Firebase implementation lives in
 * firebaseIdentity.ts; tests pass a fake.
 */
export interface Identity {
  onSessionChange(listener: (user: AppUser | null) => void): () => void;
  signUp(email: string, password: string, displayName: string): Promise<AppUser>;
  signIn(email: string, password: string): Promise<AppUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the signed-in user a link that verifies their address (nothing when signed out). */
  sendEmailVerification(): Promise<void>;
  /**
   * Asks the provider about the signed-in user again (an address verified meanwhile, in
   * another tab or on a phone) and, once verified, renews the ID token so that the server
   * sees it too. Answers the user as they are now, or null when signed out.
   */
  refreshUser(): Promise<AppUser | null>;
  /** The current ID token, refreshed when it has expired; null when signed out. */
  getIdToken(): Promise<string | null>;
  /**
   * Checks the signed-in user's password again (a grown-up showing they are there). Resolves
   * when it matches; rejects with the provider's error otherwise, or when nobody with an
   * address is signed in.
   */
  reauthenticate(password: string): Promise<void>;
}

/** Provider error codes a parent may see, in words a parent understands. */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That e-mail and password do not match. Please try again.',
  'auth/wrong-password': 'That password is not right. Please try again.',
  'auth/invalid-login-credentials': 'That e-mail and password do not match. Please try again.',
  'auth/user-not-found':
    'We could not find an account with that e-mail. Would you like to sign up?',
  'auth/email-already-in-use':
    'An account with this e-mail already exists. Try logging in instead.',
  'auth/weak-password': 'Please choose a stronger password of at least 6 characters.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Please check your internet connection.',
  'auth/user-disabled': 'This account has been turned off. Please contact us for help.',
  'auth/missing-password': 'Please enter your password.',
};

export function authErrorMessage(error: unknown): string {
  const code =
    error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  return 'Something went wrong. Please try again.';
}
