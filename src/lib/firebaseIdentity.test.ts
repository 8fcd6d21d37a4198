import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';
import { createFirebaseIdentity, providerSessionKey } from './firebaseIdentity';

const providerListens = vi.hoisted(() => vi.fn(() => () => undefined));
const connectFirebase = vi.hoisted(() =>
  vi.fn(() => ({
    onSessionChange: providerListens,
    signUp: vi.fn(),
    signIn: vi.fn(async () => ({ uid: 'u1', displayName: null, email: 'a@example.com' })),
    signOut: vi.fn(),
    sendPasswordReset: vi.fn(),
    getIdToken: vi.fn(async () => 'real-token'),
  })),
);
vi.mock('./firebaseIdentityImpl', () => ({ connectFirebase }));

afterEach(() => localStorage.clear());

describe('lazily loaded identity', () => {
  it('answers "no token" for anonymous visitors without loading the provider', async () => {
    const identity = createFirebaseIdentity(readEnv({}), () => false);
    await expect(identity.getIdToken()).resolves.toBeNull();
    expect(connectFirebase).not.toHaveBeenCalled();
  });

  it("does not hold an anonymous visitor's calls while the session listener loads it", async () => {
    const identity = createFirebaseIdentity(readEnv({}), () => false);
    identity.onSessionChange(() => undefined);
    await expect(identity.getIdToken()).resolves.toBeNull();
  });

  it('starts the session listener of a visitor the provider still knows once the page is idle', async () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem(providerSessionKey(readEnv({})), '{"uid":"u1"}');
      const identity = createFirebaseIdentity(readEnv({}), () => false);
      const before = connectFirebase.mock.calls.length;
      identity.onSessionChange(() => undefined);
      expect(connectFirebase.mock.calls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(2500);
      expect(connectFirebase.mock.calls.length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a visitor nobody signed in, until they sign in', async () => {
    vi.useFakeTimers();
    try {
      const identity = createFirebaseIdentity(readEnv({}), () => false);
      const before = connectFirebase.mock.calls.length;
      const listened = providerListens.mock.calls.length;
      identity.onSessionChange(() => undefined);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(connectFirebase.mock.calls.length).toBe(before);
      await identity.signIn('a@example.com', 'secret1');
      expect(connectFirebase.mock.calls.length).toBe(before + 1);
      // The session listener follows the provider from then on.
      expect(providerListens.mock.calls.length).toBe(listened + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the provider when another tab signs in', async () => {
    const env = readEnv({});
    const identity = createFirebaseIdentity(env, () => false);
    const before = connectFirebase.mock.calls.length;
    const listened = providerListens.mock.calls.length;
    identity.onSessionChange(() => undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: providerSessionKey(env), newValue: '{"uid":"u2"}' }),
    );
    await vi.waitFor(() => expect(providerListens.mock.calls.length).toBe(listened + 1));
    expect(connectFirebase.mock.calls.length).toBe(before + 1);
  });

  it('stops waiting for a sign-in once the listener is removed', async () => {
    const identity = createFirebaseIdentity(readEnv({}), () => false);
    const listened = providerListens.mock.calls.length;
    const stop = identity.onSessionChange(() => undefined);
    stop();
    await identity.signIn('a@example.com', 'secret1');
    expect(providerListens.mock.calls.length).toBe(listened);
  });

  it('loads the provider for a saved user, and after any sign-in', async () => {
    const saved = createFirebaseIdentity(readEnv({}), () => true);
    await expect(saved.getIdToken()).resolves.toBe('real-token');
    const fresh = createFirebaseIdentity(readEnv({}), () => false);
    await fresh.signIn('a@example.com', 'secret1');
    await expect(fresh.getIdToken()).resolves.toBe('real-token');
  });
});
