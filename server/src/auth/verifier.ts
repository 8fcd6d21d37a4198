import { initializeApp, getApps, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface Caller {
  uid: string;
  email: string | null;
  /**
   * Whether the identity provider has checked that `email` is the caller's (a link sent to it
   * was opened). Anyone can sign up with any address: only a verified one may be stored or
   * searched.
   */
  emailVerified: boolean;
  name: string | null;
}

/** Checks an ID token and says whose it is; throws when it is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

/** An account as the identity provider knows it. */
export interface IdentityAccount {
  uid: string;
  email: string;
  name: string | null;
}

export interface AccountAdmin {
  /** The account whose verified address is exactly this, or null (also when not verified). */
  findUserByEmail(email: string): Promise<IdentityAccount | null>;
  /** Deletes the account; an account that is already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** firebase-admin; it talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set. */
export function createFirebaseVerifier(projectId: string): TokenVerifier & AccountAdmin {
  const app: App = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  return {
    async verify(token) {
      const decoded = await auth.verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
      };
    },
    async findUserByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        if (!user.emailVerified) return null;
        return { uid: user.uid, email: user.email ?? email, name: user.displayName ?? null };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}
