import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings, stories } from '../src/db/schema';
import { ACCOUNT_REMOVED } from '../src/domain/liveAccount';
import {
  ADMIN_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  gatedAligner,
  insertLeavingUser,
  toneWav,
  type TestContext,
} from './helpers';

let ctx: TestContext;
const gate = gatedAligner();
const identity = fakeIdentityAccounts([]);
beforeAll(async () => {
  ctx = await createTestApp({ app: { verifier: identity.directory, aligner: gate.aligner } });
});
afterAll(() => ctx.close());

describe('a recording whose account is removed while it is aligned', () => {
  it('is not stored, and its upload is answered 401', async () => {
    const uid = await insertLeavingUser(ctx);
    const [story] = await ctx.database.db
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.status, 'published'))
      .limit(1);
    const upload = ctx.app.inject({
      method: 'PUT',
      url: `/recordings/${story!.id}/1/english`,
      headers: { ...bearer(uid), 'content-type': 'audio/wav' },
      payload: toneWav(2),
    });
    await gate.started(1);

    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${uid}`,
      headers: bearer(ADMIN_UID),
      payload: { confirmEmail: emailOf(uid) },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    gate.calls[0]!.finish();

    const answer = await upload;
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ message: string }>().message).toBe(ACCOUNT_REMOVED);
    const left = await ctx.database.db
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.recordedBy, uid));
    expect(left).toEqual([]);
  });
});
