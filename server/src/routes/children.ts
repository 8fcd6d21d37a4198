import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  CHILD_NOT_FOUND,
  childCreateSchema,
  childListSchema,
  childParamsSchema,
  childSchema,
  childSummarySchema,
  childUpdateSchema,
  coachResultsAnswerSchema,
  coachResultsSchema,
  summaryQuerySchema,
} from '../../../contract/children';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { children } from '../db/schema';
import { assertReadablePage } from '../domain/access';
import { readerSummary } from '../domain/childSummary';
import { createChild, toChild } from '../domain/children';
import { withLiveAccount } from '../domain/liveAccount';
import { childReaderKey, ownChild, readerKeyForWrite, removeReaderData } from '../domain/readers';
import { recordCoachWords } from '../domain/readingTime';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
/** Profiles change seldom; this only stops a runaway client. */
const profileWrites = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * A signed-in parent's child profiles (docs/children.md), the family view's summary of each,
 * and the coach's results of any reader. Only ever the caller's own children: another
 * family's child is "not found", never its data.
 */
export const childRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const ownedBy = (uid: string, id: string) => and(eq(children.id, id), eq(children.ownerUid, uid));

  app.get(
    '/children',
    {
      schema: {
        tags: ['children'],
        summary: "The caller's child profiles, in the order they were made",
        response: { 200: childListSchema, 401: errorSchema },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const rows = await db
        .select()
        .from(children)
        .where(eq(children.ownerUid, caller.uid))
        .orderBy(asc(children.createdAt), asc(children.id));
      return rows.map(toChild);
    },
  );

  app.post(
    '/children',
    {
      schema: {
        tags: ['children'],
        summary: 'Adds a child profile to the caller’s account (at most 8)',
        description:
          'Nickname and avatar are required. The story language defaults to the account’s saved one, the interface language to it too when it is one of the eight (else english), the text size to 100.',
        body: childCreateSchema,
        response: {
          201: childSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
        security,
      },
      config: profileWrites,
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      const row = await withLiveAccount(db, caller.uid, (tx) =>
        createChild(tx, caller.uid, request.body),
      );
      return reply.code(201).send(toChild(row));
    },
  );

  app.patch(
    '/children/:id',
    {
      schema: {
        tags: ['children'],
        summary: 'Changes any of a child profile’s fields',
        params: childParamsSchema,
        body: childUpdateSchema,
        response: { 200: childSchema, ...errors, 429: errorSchema },
        security,
      },
      config: profileWrites,
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const [row] = await withLiveAccount(db, caller.uid, (tx) =>
        tx
          .update(children)
          .set(request.body)
          .where(ownedBy(caller.uid, request.params.id))
          .returning(),
      );
      if (!row) throw new HttpError(404, CHILD_NOT_FOUND);
      return toChild(row);
    },
  );

  app.delete(
    '/children/:id',
    {
      schema: {
        tags: ['children'],
        summary:
          'Removes a child profile with everything kept for the child: progress, points, quiz attempts, settings, reading time and coach results',
        params: childParamsSchema,
        response: {
          204: z.null().describe('The child and everything kept for them are gone'),
          ...errors,
          429: errorSchema,
        },
        security,
      },
      config: profileWrites,
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      await withLiveAccount(db, caller.uid, async (tx) => {
        // Deleting the row first waits for the child's writes under way (they hold it
        // shared) and makes every later one find no child.
        const [row] = await tx
          .delete(children)
          .where(ownedBy(caller.uid, request.params.id))
          .returning({ id: children.id });
        if (!row) throw new HttpError(404, CHILD_NOT_FOUND);
        await removeReaderData(tx, [childReaderKey(row.id)]);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/children/:id/summary',
    {
      schema: {
        tags: ['children'],
        summary:
          'The family view of one child over the last 7 or 30 days: minutes, pages and stories per day, how they read, the coach’s words, the streak and points',
        params: childParamsSchema,
        querystring: summaryQuerySchema,
        response: { 200: childSummarySchema, ...errors },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const child = await ownChild(db, caller, request.params.id);
      return readerSummary(
        db,
        { childId: child.id, reader: childReaderKey(child.id) },
        request.query.days,
      );
    },
  );

  app.post(
    '/coach/results',
    {
      schema: {
        tags: ['reading'],
        summary:
          'Records each word of a page read aloud to the coach, right or missed, for the reader (the account or one of its children)',
        body: coachResultsSchema,
        response: {
          201: coachResultsAnswerSchema,
          ...errors,
          429: errorSchema,
        },
        security,
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      const { childId, storyId, page_no, words } = request.body;
      await assertReadablePage(app, request, db, storyId, page_no);
      const saved = await withLiveAccount(db, caller.uid, async (tx) => {
        const reader = await readerKeyForWrite(tx, caller, childId);
        return recordCoachWords(tx, { reader, storyId, pageNo: page_no }, words);
      });
      return reply.code(201).send({ saved });
    },
  );
};
