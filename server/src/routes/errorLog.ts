import { randomUUID } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorLogPageSchema,
  errorReportSchema,
  errorSchema,
  okSchema,
} from '../../../contract/api';
import type { RouteDeps } from '../routeDeps';
import { errorLog } from '../db/schema';
import {
  STORED_FIELD_LIMITS as LIMITS,
  capField,
  pruneErrorLog,
  pruneSchedule,
} from '../domain/errorLogRetention';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** Reports are small; a bigger body is refused before it is parsed. */
const REPORT_BODY_LIMIT = 16 * 1024;

/** Browsers report errors (anonymous allowed, rate-limited); administrators read and clear them. */
export const errorLogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const isPruneDue = pruneSchedule();
  app.post(
    '/errorLog',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['errors'],
        summary: 'Reports an error seen in a browser',
        body: errorReportSchema,
        response: { 201: okSchema, 400: errorSchema, 429: errorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const report = request.body;
      await db.insert(errorLog).values({
        id: randomUUID(),
        kind: report.kind,
        message: capField(report.message, LIMITS.message),
        stack: capField(report.stack, LIMITS.stack),
        url: capField(report.url, LIMITS.url),
        uid: request.caller?.uid ?? null,
        userAgent: capField(request.headers['user-agent'] ?? '', LIMITS.userAgent),
      });
      if (isPruneDue()) {
        // The report is stored either way; a failed prune is retried on a later report.
        await pruneErrorLog(db).catch((error: unknown) =>
          request.log.error({ err: error }, 'error log pruning failed'),
        );
      }
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.get(
    '/errorLog',
    {
      schema: {
        tags: ['errors'],
        summary: 'Reported errors, newest first, a page at a time (administrators)',
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: errorLogPageSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { page, pageSize } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(errorLog)
          .orderBy(desc(errorLog.createdAt))
          .limit(pageSize)
          .offset(page * pageSize),
        db.select({ total: count() }).from(errorLog),
      ]);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          message: row.message,
          stack: row.stack,
          url: row.url,
          uid: row.uid,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
        })),
        // pg answers count(*) as text, PGlite as a number.
        total: Number(totals?.total ?? 0),
        page,
        pageSize,
      };
    },
  );

  app.delete(
    '/errorLog',
    {
      schema: {
        tags: ['errors'],
        summary: 'Clears the error log (administrators)',
        response: { 200: okSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      await db.delete(errorLog);
      return { ok: true as const };
    },
  );
};
