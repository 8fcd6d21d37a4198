import type { AppUser, Identity } from '../lib/identity';

/** An in-memory identity provider for tests. */
export function createFakeIdentity(initial: AppUser | null = null) {
  let current = initial;
  const listeners = new Set<(user: AppUser | null) => void>();
  const emit = () => listeners.forEach((listener) => listener(current));
  const identity: Identity & {
    failNext: { code: string } | null;
    emitSession(user: AppUser | null): void;
    resetEmails: string[];
  } = {
    failNext: null,
    resetEmails: [],
    onSessionChange(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    async signUp(email, _password, displayName) {
      if (identity.failNext) throw takeFailure();
      current = { uid: `uid-${email}`, email, displayName };
      emit();
      return current;
    },
    async signIn(email) {
      if (identity.failNext) throw takeFailure();
      current = { uid: `uid-${email}`, email, displayName: null };
      emit();
      return current;
    },
    async signOut() {
      if (identity.failNext) throw takeFailure();
      current = null;
      emit();
    },
    async sendPasswordReset(email) {
      if (identity.failNext) throw takeFailure();
      identity.resetEmails.push(email);
    },
    async getIdToken() {
      return current ? `token-${current.uid}` : null;
    },
    emitSession(user) {
      current = user;
      emit();
    },
  };
  function takeFailure() {
    const failure = Object.assign(new Error(identity.failNext!.code), identity.failNext);
    identity.failNext = null;
    return failure;
  }
  return identity;
}
