import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '../../../contract/api';
import {
  BOARD_PACE_MESSAGE,
  BOARD_PAGE_SIZE,
  boardModerationSchema,
  boardPageSchema,
  boardPostBodySchema,
  boardPostSchema,
  boardQuerySchema,
} from '../../../contract/board';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { boardPosts, boardReports } from '../db/schema';
import {
  awaitingReview,
  countPosts,
  findPostView,
  findPostViews,
  recordPostMade,
  secondsUntilAllowed,
  visibleTo,
  type BoardViewer,
} from '../domain/boardPosts';
import { rememberCaller } from '../domain/knownUsers';
import { withLiveAccount } from '../domain/liveAccount';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const postParams = z.object({ postId: z.uuid('postId must be a post id') });
const POST_NOT_FOUND = 'Post not found';

export const boardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const viewerOf = (request: FastifyRequest): BoardViewer => {
    const caller = app.requireCaller(request);
    return { uid: caller.uid, isAdmin: app.isAdmin(caller) };
  };

  /** The post as the viewer sees it; hidden posts do not exist for other parents. */
  const visiblePost = async (viewer: BoardViewer, postId: string) => {
    const post = await findPostView(db, viewer, postId);
    if (!post) throw new HttpError(404, POST_NOT_FOUND);
    return post;
  };

  app.get(
    '/board',
    {
      schema: {
        tags: ['board'],
        summary: 'One page of the message board, newest first (or reported posts, for admins)',
        querystring: boardQuerySchema,
        response: { 200: boardPageSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { page, view } = request.query;
      if (view === 'reported' && !viewer.isAdmin) {
        throw new HttpError(403, 'Only administrators can review reported posts.');
      }
      const where = view === 'reported' ? awaitingReview : undefined;
      const [items, total, reportedCount] = await Promise.all([
        findPostViews(db, viewer, {
          where,
          mostReportedFirst: view === 'reported',
          limit: BOARD_PAGE_SIZE,
          offset: (page - 1) * BOARD_PAGE_SIZE,
        }),
        countPosts(db, and(visibleTo(viewer), where)),
        viewer.isAdmin ? countPosts(db, awaitingReview) : 0,
      ]);
      return { items, total, page, pageSize: BOARD_PAGE_SIZE, reportedCount };
    },
  );

  app.post(
    '/board',
    {
      schema: {
        tags: ['board'],
        summary: 'Posts a plain-text message; each user may post a few times in ten minutes',
        body: boardPostBodySchema,
        response: { 201: boardPostSchema, 429: errorSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const caller = app.requireCaller(request);
      const outcome = await withLiveAccount(db, viewer.uid, async (tx) => {
        // One writer per user at a time, so parallel posts cannot slip past the pace check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`board:${viewer.uid}`}))`);
        const retryAfterSeconds = await secondsUntilAllowed(tx, viewer.uid);
        if (retryAfterSeconds) return { retryAfterSeconds };
        const id = randomUUID();
        await rememberCaller(tx, caller);
        await tx.insert(boardPosts).values({ id, author: viewer.uid, text: request.body.text });
        await recordPostMade(tx, id, viewer.uid);
        return { id };
      });
      if ('retryAfterSeconds' in outcome) {
        return reply
          .code(429)
          .header('Retry-After', String(outcome.retryAfterSeconds))
          .send({ statusCode: 429, error: 'Too Many Requests', message: BOARD_PACE_MESSAGE });
      }
      return reply.code(201).send(await visiblePost(viewer, outcome.id));
    },
  );

  app.delete(
    '/board/:postId',
    {
      schema: {
        tags: ['board'],
        summary: 'Deletes a post: its author or an administrator',
        params: postParams,
        response: { 200: okSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const post = await visiblePost(viewer, request.params.postId);
      if (!post.mine && !viewer.isAdmin) {
        throw new HttpError(403, 'You can only delete your own posts.');
      }
      await db.delete(boardPosts).where(eq(boardPosts.id, post._id));
      return { ok: true as const };
    },
  );

  app.post(
    '/board/:postId/report',
    {
      schema: {
        tags: ['board'],
        summary: 'Asks the administrators to look at a post; reporting twice changes nothing',
        params: postParams,
        response: { 200: boardPostSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const post = await visiblePost(viewer, request.params.postId);
      if (post.mine) throw new HttpError(400, 'You cannot report your own post.');
      await withLiveAccount(db, viewer.uid, (tx) =>
        tx
          .insert(boardReports)
          .values({ postId: post._id, reporter: viewer.uid })
          .onConflictDoNothing(),
      );
      return visiblePost(viewer, post._id);
    },
  );

  app.patch(
    '/board/:postId',
    {
      schema: {
        tags: ['board'],
        summary: 'Hides or restores a post (administrators); either way its reports are reviewed',
        params: postParams,
        body: boardModerationSchema,
        response: { 200: boardPostSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const viewer = viewerOf(request);
      const { postId } = request.params;
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(boardPosts)
          .set({ hidden: request.body.hidden })
          .where(eq(boardPosts.id, postId))
          .returning({ id: boardPosts.id });
        if (rows.length) await tx.delete(boardReports).where(eq(boardReports.postId, postId));
        return rows.length > 0;
      });
      if (!updated) throw new HttpError(404, POST_NOT_FOUND);
      return visiblePost(viewer, postId);
    },
  );
};
