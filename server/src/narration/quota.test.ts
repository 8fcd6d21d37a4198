import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { SynthesisQuota } from './quota';

const HOUR = 3_600_000;
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(async () => database.close());

describe('SynthesisQuota', () => {
  it('grants `limit` syntheses per clock hour and says when the next hour starts', async () => {
    let now = 10 * HOUR + 45 * 60_000;
    const quota = new SynthesisQuota(database.db, () => now);
    for (let i = 0; i < 3; i += 1) expect(await quota.take('user:a', 3)).toEqual({ granted: true });
    expect(await quota.take('user:a', 3)).toEqual({ granted: false, retryAfterSeconds: 15 * 60 });
    expect(await quota.take('user:b', 3)).toEqual({ granted: true });

    await quota.giveBack('user:a');
    expect(await quota.take('user:a', 3)).toEqual({ granted: true });
    expect((await quota.take('user:a', 3)).granted).toBe(false);

    now += 15 * 60_000;
    expect(await quota.take('user:a', 3)).toEqual({ granted: true });
  });
});
