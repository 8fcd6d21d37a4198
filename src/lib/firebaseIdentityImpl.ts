import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { identityFromBackend, type AuthBackend, type BackendUser } from './authBackend';
import type { AppEnv } from './env';
import type { Identity } from './identity';

const toBackendUser = (user: User, displayName = user.displayName): BackendUser => ({
  uid: user.uid,
  displayName,
  email: user.email,
  emailVerified: user.emailVerified,
  getIdToken: () => user.getIdToken(),
});

function firebaseBackend(auth: Auth): AuthBackend {
  return {
    get currentUser() {
      return auth.currentUser ? toBackendUser(auth.currentUser) : null;
    },
    authStateReady: () => auth.authStateReady(),
    onAuthStateChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toBackendUser(user) : null)),
    async createAccount(email, password, displayName) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return toBackendUser(user, displayName);
    },
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return toBackendUser(user);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    async sendEmailVerification() {
      if (auth.currentUser) await sendEmailVerification(auth.currentUser);
    },
    async reloadCurrentUser() {
      const user = auth.currentUser;
      if (!user) return null;
      await reload(user);
      // The server reads the address's state from the ID token: only a new one carries it.
      if (user.emailVerified) await user.getIdToken(true);
      return toBackendUser(user);
    },
    async reauthenticate(password) {
      const user = auth.currentUser;
      if (!user?.email) {
        throw Object.assign(new Error('auth/no-current-user'), { code: 'auth/no-current-user' });
      }
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    },
  };
}

/** Firebase Authentication, persisted in the browser, on the emulator when configured. */
export function connectFirebase(env: AppEnv): Identity {
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
    connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`, {
      disableWarnings: true,
    });
  }
  return identityFromBackend(firebaseBackend(auth));
}
