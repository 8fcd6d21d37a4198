import { describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';
import { createFirebaseIdentity } from './firebaseIdentity';

const connectFirebase = vi.hoisted(() =>
  vi.fn(() => ({
    onSessionChange: () => () => undefined,
    signUp: vi.fn(),
    signIn: vi.fn(async () => ({ uid: 'u1', displayName: null, email: 'a@example.com' })),
    signOut: vi.fn(),
    sendPasswordReset: vi.fn(),
    getIdToken: vi.fn(async () => 'real-token'),
  })),
);
vi.mock('./firebaseIdentityImpl', () => ({ connectFirebase }));

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

  it("starts an anonymous visitor's session listener only once the page is idle", async () => {
    vi.useFakeTimers();
    try {
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

  it('loads the provider for a saved user, and after any sign-in', async () => {
    const saved = createFirebaseIdentity(readEnv({}), () => true);
    await expect(saved.getIdToken()).resolves.toBe('real-token');
    const fresh = createFirebaseIdentity(readEnv({}), () => false);
    await fresh.signIn('a@example.com', 'secret1');
    await expect(fresh.getIdToken()).resolves.toBe('real-token');
  });
});
