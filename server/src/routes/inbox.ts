import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  messageListSchema,
  messageSchema,
  messageUpdateSchema,
} from '../../../contract/api';
import { RECORD_ID_MAX, UID_MAX } from '../../../contract/limits';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { messages } from '../db/schema';
import { assertSelf } from '../domain/access';
import { withLiveAccount } from '../domain/liveAccount';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const toMessage = (row: typeof messages.$inferSelect) => ({
  _id: row.id,
  from: row.sender,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
});

export const inboxRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/inbox/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: "The caller's messages, newest first",
        params: z.object({ id: safeId('id', UID_MAX) }),
        response: { 200: messageListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      assertSelf(app, request, request.params.id);
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.recipient, request.params.id))
        .orderBy(desc(messages.createdAt));
      return rows.map(toMessage);
    },
  );

  app.patch(
    '/inbox/:id/:messageId',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Marks one of the caller’s messages read or unread',
        params: z.object({
          id: safeId('id', UID_MAX),
          messageId: safeId('messageId', RECORD_ID_MAX),
        }),
        body: messageUpdateSchema,
        response: { 200: messageSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const { id, messageId } = request.params;
      assertSelf(app, request, id);
      const [row] = await withLiveAccount(db, id, (tx) =>
        tx
          .update(messages)
          .set({ read: request.body.read })
          .where(and(eq(messages.id, messageId), eq(messages.recipient, id)))
          .returning(),
      );
      if (!row) throw new HttpError(404, 'Message not found');
      return toMessage(row);
    },
  );
};
