import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { min, sql } from 'drizzle-orm';
import { ERROR_MESSAGE_MAX, ERROR_STACK_MAX, errorLogPageSchema } from '../../contract/api';
import { errorLog } from '../src/db/schema';
import { ERROR_LOG_MAX_ROWS, STORED_FIELD_LIMITS } from '../src/domain/errorLogRetention';
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

describe('error log bounds', () => {
  let bounded: TestContext;
  beforeAll(async () => {
    bounded = await createTestApp({ seed: false });
  });
  afterAll(async () => bounded.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    bounded.app.inject({ method: 'POST', url: '/errorLog', payload, headers });
  const newest = async () =>
    errorLogPageSchema.parse(
      (
        await bounded.app.inject({
          method: 'GET',
          url: '/errorLog?pageSize=1',
          headers: bearer(ADMIN_UID),
        })
      ).json(),
    );

  it('keeps 30 days and at most 10,000 reports', async () => {
    await bounded.database.db.execute(sql`
      INSERT INTO error_log (id, kind, message, created_at)
      SELECT 'expired-' || n, 'load', 'expired', now() - interval '31 days' - n * interval '1 minute'
      FROM generate_series(1, 20) AS n`);
    await bounded.database.db.execute(sql`
      INSERT INTO error_log (id, kind, message, created_at)
      SELECT 'recent-' || n, 'load', 'recent', now() - n * interval '1 second'
      FROM generate_series(1, ${ERROR_LOG_MAX_ROWS + 500}) AS n`);

    expect((await post({ kind: 'uncaught', message: 'the newest' })).statusCode).toBe(201);

    const page = await newest();
    expect(page.total).toBeLessThanOrEqual(ERROR_LOG_MAX_ROWS);
    expect(page.total).toBeGreaterThan(ERROR_LOG_MAX_ROWS - 100);
    expect(page.items[0]?.message).toBe('the newest');
    const [oldest] = await bounded.database.db
      .select({ createdAt: min(errorLog.createdAt) })
      .from(errorLog);
    const ageDays = (Date.now() - oldest!.createdAt!.getTime()) / 86_400_000;
    expect(ageDays).toBeLessThan(1);
  });

  it('stores no more than a capped length of each field', async () => {
    const stack = 's'.repeat(ERROR_STACK_MAX);
    const url = `https://kahani.example/${'u'.repeat(1970)}`;
    const response = await post(
      { kind: 'load', message: 'm'.repeat(ERROR_MESSAGE_MAX), stack, url },
      { 'user-agent': 'a'.repeat(5000) },
    );
    expect(response.statusCode).toBe(201);
    const [entry] = (await newest()).items;
    expect(entry!.stack.length).toBe(STORED_FIELD_LIMITS.stack);
    expect(entry!.stack.endsWith('…')).toBe(true);
    expect(entry!.message.length).toBe(STORED_FIELD_LIMITS.message);
    expect(entry!.url.length).toBe(STORED_FIELD_LIMITS.url);
    expect(entry!.userAgent.length).toBe(STORED_FIELD_LIMITS.userAgent);
  });
});
