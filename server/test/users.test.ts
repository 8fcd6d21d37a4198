import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { loadConfig } from '../src/config';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  emailOf,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => ctx.close());

describe('POST /signup', () => {
  const body = { username: 'Meera Rao', email: emailOf(PARENT_UID), userId: PARENT_UID };

  it('registers the caller and says whether they are an administrator', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearer(PARENT_UID),
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: PARENT_UID,
      username: 'Meera Rao',
      email: emailOf(PARENT_UID),
      isAdmin: false,
    });
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearer(ADMIN_UID),
      payload: { ...body, userId: ADMIN_UID, email: emailOf(ADMIN_UID) },
    });
    expect(admin.json<{ isAdmin: boolean }>().isAdmin).toBe(true);
  });

  it('answers 401, 403 and 400', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/signup', payload: body })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/signup',
          headers: bearer(OTHER_UID),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearer(PARENT_UID),
      payload: { ...body, email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('body.email');
  });
});

describe('POST /signup and the verified e-mail address', () => {
  const signup = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/signup', headers: bearer(OTHER_UID), payload });

  it("refuses an e-mail address other than the token's and stores nothing", async () => {
    const response = await signup({
      username: 'Impostor',
      email: 'someone-else@example.com',
      userId: OTHER_UID,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'The e-mail address must be the one you signed in with.',
    );
    const rows = await ctx.database.db.select().from(users).where(eq(users.uid, OTHER_UID));
    expect(rows).toEqual([]);
  });

  it("stores the token's e-mail address, whatever its letter case in the body", async () => {
    const response = await signup({
      username: 'Other Parent',
      email: emailOf(OTHER_UID).toUpperCase(),
      userId: OTHER_UID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ email: string }>().email).toBe(emailOf(OTHER_UID));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.uid, OTHER_UID));
    expect(row?.email).toBe(emailOf(OTHER_UID));
  });

  it('answers over-long or unstorable names with a plain 400', async () => {
    const long = await signup({
      username: 'x'.repeat(101),
      email: emailOf(OTHER_UID),
      userId: OTHER_UID,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(
      'body.username: Username must be at most 100 characters.',
    );
    const nul = await signup({
      username: 'a\u0000b',
      email: emailOf(OTHER_UID),
      userId: OTHER_UID,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toContain('U+0000');
  });
});

describe('server basics', () => {
  it('answers the health route and serves the OpenAPI document at /docs', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    const docs = (await ctx.app.inject({ method: 'GET', url: '/docs' })).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(docs.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/signup',
        '/storiesRequest/request',
        '/inbox/{id}',
        '/fetchAudioAndAlignment',
        '/KahaniJson/getkahanis/{uid}',
        '/KahaniJson/kahanis',
        '/storiesModification/{id}',
        '/KahaniJson/slug/{slug}',
        '/StoryJson/{id}',
      ]),
    );
  });

  it('sends security headers and allows only configured origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
    expect(allowed.headers['access-control-expose-headers']).toBe(
      'Retry-After, Content-Disposition',
    );
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses to start in production with the Auth emulator variable set', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/Refusing to start/);
    const production = { DATABASE_URL: 'postgres://db/kahani', FIREBASE_PROJECT_ID: 'kahani-prod' };
    expect(loadConfig({ NODE_ENV: 'production', ...production }).NODE_ENV).toBe('production');
  });
});

describe('security headers', () => {
  it("sets helmet's headers on every answer, including errors and illustrations", async () => {
    for (const url of [
      '/health',
      '/KahaniJson/slug/missing',
      '/illustrations/the-thirsty-crow/page-1.svg',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves illustrations as SVG with a restrictive content security policy', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/illustrations/the-thirsty-crow/page-1.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});
