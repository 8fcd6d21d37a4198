import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageListSchema } from '../../contract/api';
import { sendMessage } from '../src/domain/inbox';
import { OTHER_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await sendMessage(ctx.database.db, {
    recipient: PARENT_UID,
    subject: 'Hello',
    body: 'Welcome to Kahani',
  });
});
afterAll(async () => ctx.close());

describe('inbox', () => {
  it('lists only the caller’s own messages', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/inbox/${PARENT_UID}`,
      headers: bearer(PARENT_UID),
    });
    expect(response.statusCode).toBe(200);
    const messages = messageListSchema.parse(response.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'Hello', from: 'Kahani editors', read: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/inbox/${PARENT_UID}` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/inbox/${PARENT_UID}`,
          headers: bearer(OTHER_UID),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('marks a message read for its owner only', async () => {
    const [message] = messageListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/inbox/${PARENT_UID}`,
          headers: bearer(PARENT_UID),
        })
      ).json(),
    );
    const url = `/inbox/${PARENT_UID}/${message!._id}`;
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url,
          headers: bearer(OTHER_UID),
          payload: { read: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/inbox/${OTHER_UID}/${message!._id}`,
          headers: bearer(OTHER_UID),
          payload: { read: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url,
          headers: bearer(PARENT_UID),
          payload: { read: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(PARENT_UID),
      payload: { read: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ read: boolean }>().read).toBe(true);
  });
});
