import { initializeApp, getApps, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface Caller {
  uid: string;
  email: string | null;
  name: string | null;
}

/** Checks an ID token and says whose it is; throws when it is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

export interface AccountAdmin {
  deleteUser(uid: string): Promise<void>;
}

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
        name: typeof decoded.name === 'string' ? decoded.name : null,
      };
    },
    deleteUser: (uid) => auth.deleteUser(uid),
  };
}
