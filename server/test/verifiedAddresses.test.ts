import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../contract/accounts';
import { users } from '../src/db/schema';
import { createFirebaseVerifier } from '../src/auth/verifier';
import {
  ADMIN_UID,
  bearer,
  bearerUnverified,
  createTestApp,
  emailOf,
  fakeIdentityAccountsWithUnverified,
  type TestContext,
} from './helpers';

/** What firebase-admin answers, as the Auth emulator would for these accounts. */
const firebase = vi.hoisted(() => ({
  decoded: {} as Record<string, unknown>,
  accounts: [] as { uid: string; email: string; emailVerified: boolean; displayName?: string }[],
}));
vi.mock('firebase-admin/app', () => ({ getApps: () => [{}], initializeApp: () => ({}) }));
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    verifyIdToken: async () => firebase.decoded,
    getUserByEmail: async (email: string) => {
      const found = firebase.accounts.find((account) => account.email === email);
      if (!found) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return found;
    },
  }),
}));

// Chandni has verified her address; Dev signed up with one he never verified.
const VERIFIED = 'parent-chandni';
const UNVERIFIED = 'parent-dev';

let ctx: TestContext;
let identity: ReturnType<typeof fakeIdentityAccountsWithUnverified>;
beforeAll(async () => {
  identity = fakeIdentityAccountsWithUnverified(
    [VERIFIED, UNVERIFIED].map((uid) => ({ uid, email: emailOf(uid), name: uid })),
    [UNVERIFIED],
  );
  ctx = await createTestApp({ app: { verifier: identity.directory } });
});
afterAll(async () => ctx.close());

const signup = (uid: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/signup',
    headers,
    payload: { username: 'Dev Mehta', email: emailOf(uid), userId: uid },
  });
const storedEmail = async (uid: string) => {
  const [row] = await ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.uid, uid));
  return row?.email;
};
const search = (text: string) =>
  ctx.app.inject({
    url: `/accounts?email=${encodeURIComponent(text)}`,
    headers: bearer(ADMIN_UID),
  });

describe('addresses the identity provider has not verified', () => {
  it('/signup registers the account but keeps no address until it is verified', async () => {
    const early = await signup(UNVERIFIED, bearerUnverified(UNVERIFIED));
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({
      uid: UNVERIFIED,
      username: 'Dev Mehta',
      email: null,
      isAdmin: false,
    });
    expect(await storedEmail(UNVERIFIED)).toBeNull();
    // Someone else's address is still refused, verified or not.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearerUnverified(UNVERIFIED),
      payload: { username: 'Dev', email: emailOf(VERIFIED), userId: UNVERIFIED },
    });
    expect(other.statusCode).toBe(400);
  });

  it('are found neither by account search nor by the removal confirmation', async () => {
    await signup(UNVERIFIED, bearerUnverified(UNVERIFIED));
    expect((await search('parent-dev')).json()).toEqual([]);
    expect((await search(emailOf(UNVERIFIED))).json()).toEqual([]);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${UNVERIFIED}`,
      headers: bearer(ADMIN_UID),
      payload: { confirmEmail: emailOf(UNVERIFIED) },
    });
    expect(removal.statusCode).toBe(404);
    expect(identity.deleted).toEqual([]);
  });

  it('a story request of an unverified caller names them without an address', async () => {
    const uid = 'parent-unverified-requester';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: bearerUnverified(uid),
      payload: {
        storyRequest: {
          storyName: 'La tortuga valiente',
          author: 'Dev',
          storyContent: 'Una tortuga cruzó el río.\n\nLlegó al otro lado al amanecer.',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedEmail(uid)).toBeNull();
  });
});

describe('a verified address', () => {
  it('is stored by /signup and found by search and removal', async () => {
    const response = await signup(VERIFIED, bearer(VERIFIED));
    expect(response.json<{ email: string }>().email).toBe(emailOf(VERIFIED));
    expect(await storedEmail(VERIFIED)).toBe(emailOf(VERIFIED));
    const [found] = (await search('chandni')).json<Account[]>();
    expect(found).toMatchObject({ uid: VERIFIED, email: emailOf(VERIFIED) });
  });

  it('replaces nothing until verified, then is stored when the person posts /signup again', async () => {
    const uid = 'parent-verifies-later';
    await signup(uid, bearerUnverified(uid));
    expect(await storedEmail(uid)).toBeNull();
    // The app posts /signup again with a fresh token once the person has verified.
    await signup(uid, bearer(uid));
    expect(await storedEmail(uid)).toBe(emailOf(uid));
  });

  it('is stored by the next story request of a caller registered before verifying', async () => {
    const uid = 'parent-verified-requester';
    await signup(uid, bearerUnverified(uid));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storiesRequest/request',
      headers: bearer(uid),
      payload: {
        storyRequest: {
          storyName: 'ਚਿੜੀ ਦਾ ਆਲ੍ਹਣਾ',
          author: 'Chandni',
          storyContent: 'ਇੱਕ ਚਿੜੀ ਨੇ ਆਲ੍ਹਣਾ ਬਣਾਇਆ।\n\nਮੀਂਹ ਆਇਆ ਪਰ ਆਲ੍ਹਣਾ ਬਚ ਗਿਆ।',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedEmail(uid)).toBe(emailOf(uid));
  });
});

describe('the Firebase verifier', () => {
  const verifier = createFirebaseVerifier('demo-kahani');

  it('reads email_verified from the token and treats a missing claim as unverified', async () => {
    firebase.decoded = { uid: 'u1', email: 'u1@example.com', email_verified: true, name: 'Uma' };
    expect(await verifier.verify('t')).toEqual({
      uid: 'u1',
      email: 'u1@example.com',
      emailVerified: true,
      name: 'Uma',
    });
    firebase.decoded = { uid: 'u2', email: 'u2@example.com', email_verified: false };
    expect((await verifier.verify('t')).emailVerified).toBe(false);
    firebase.decoded = { uid: 'u3', email: 'u3@example.com' };
    expect((await verifier.verify('t')).emailVerified).toBe(false);
  });

  it('finds an account by its address only when the address is verified', async () => {
    firebase.accounts = [
      { uid: 'u1', email: 'u1@example.com', emailVerified: true, displayName: 'Uma' },
      { uid: 'u2', email: 'u2@example.com', emailVerified: false },
    ];
    expect(await verifier.findUserByEmail('u1@example.com')).toEqual({
      uid: 'u1',
      email: 'u1@example.com',
      name: 'Uma',
    });
    expect(await verifier.findUserByEmail('u2@example.com')).toBeNull();
    expect(await verifier.findUserByEmail('nobody@example.com')).toBeNull();
  });
});
