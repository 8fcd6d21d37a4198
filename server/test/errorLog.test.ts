import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogPageSchema } from '../../contract/api';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => ctx.close());

const report = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/errorLog', payload, headers });
const list = (query = '', headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'GET', url: `/errorLog${query}`, headers });

describe('error log', () => {
  it('takes reports from anyone and shows them to administrators, newest first, a page at a time', async () => {
    expect((await report({ kind: 'uncaught', message: 'first', url: '/stories' })).statusCode).toBe(
      201,
    );
    expect(
      (await report({ kind: 'load', message: 'second', stack: 'at x' }, bearer(PARENT_UID)))
        .statusCode,
    ).toBe(201);
    const page = errorLogPageSchema.parse((await list('?pageSize=1')).json());
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ message: 'second', kind: 'load', uid: PARENT_UID });
    const next = errorLogPageSchema.parse((await list('?pageSize=1&page=1')).json());
    expect(next.items[0]).toMatchObject({ message: 'first', uid: null, url: '/stories' });
  });

  it('refuses malformed, oversized and unknown reports', async () => {
    expect((await report({ kind: 'other', message: 'x' })).statusCode).toBe(400);
    expect((await report({ kind: 'load', message: '' })).statusCode).toBe(400);
    expect((await report({ kind: 'load', message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect(
      (await report({ kind: 'load', message: 'x', stack: 'y'.repeat(20_000) })).statusCode,
    ).toBe(413);
  });

  it('is read and cleared by administrators only', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', bearer(PARENT_UID))).statusCode).toBe(403);
    expect((await list('?pageSize=500')).statusCode).toBe(400);
    const clearAs = (uid: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/errorLog', headers: bearer(uid) });
    expect((await clearAs(PARENT_UID)).statusCode).toBe(403);
    expect((await clearAs(ADMIN_UID)).statusCode).toBe(200);
    expect(errorLogPageSchema.parse((await list()).json()).total).toBe(0);
  });

  it('rate-limits reports per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1)
      codes.push((await report({ kind: 'uncaught', message: `n${i}` })).statusCode);
    expect(codes).toContain(429);
  });
});
