import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  initializeAuth,
  type User,
} from 'firebase/auth';
import type { AppEnv } from './env';
import type { AppUser, Identity } from './identity';

const toAppUser = (user: User): AppUser => ({
  uid: user.uid,
  displayName: user.displayName,
  email: user.email,
});

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

  return {
    onSessionChange: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toAppUser(user) : null)),
    async signUp(email, password, displayName) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return { ...toAppUser(user), displayName };
    },
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return toAppUser(user);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
