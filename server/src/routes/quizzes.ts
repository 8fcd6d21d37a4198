import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '../../../contract/api';
import {
  pendingQuizListSchema,
  quizContentSchema,
  quizDraftSchema,
  quizReviewSchema,
  quizSchema,
  savedDraftSchema,
} from '../../../contract/quizzes';
import { RECORD_ID_MAX, UID_MAX } from '../../../contract/limits';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { quizDrafts, quizzes, stories, users } from '../db/schema';
import { assertSelf } from '../domain/access';
import { sendMessage } from '../domain/inbox';
import { withLiveAccount } from '../domain/liveAccount';
import { assertPublishedStory, authorNameOf, loadQuiz, storyTitleOf } from '../domain/quizRecords';

const idParam = z.object({ id: safeId('id', RECORD_ID_MAX) });
const uidParam = z.object({ uid: safeId('uid', UID_MAX) });
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const ALREADY_REVIEWED = 'This quiz was already reviewed. Reload the list to see its state.';

/** Parents write quizzes in the wizard (drafts, then a submission); administrators review them. */
export const quizRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/quizzes/drafts/:uid',
    {
      schema: {
        tags: ['quizzes'],
        summary: "The caller's unfinished quiz, if any",
        params: uidParam,
        response: { 200: savedDraftSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      assertSelf(app, request, request.params.uid);
      const [row] = await db
        .select()
        .from(quizDrafts)
        .where(eq(quizDrafts.uid, request.params.uid));
      return { draft: row?.draft ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
    },
  );

  app.put(
    '/quizzes/drafts/:uid',
    {
      schema: {
        tags: ['quizzes'],
        summary: "Saves the caller's unfinished quiz (the wizard autosaves)",
        params: uidParam,
        body: quizDraftSchema,
        response: { 200: savedDraftSchema, 429: errorSchema, ...errors },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      assertSelf(app, request, request.params.uid);
      const values = { uid: request.params.uid, draft: request.body, updatedAt: new Date() };
      await withLiveAccount(db, values.uid, (tx) =>
        tx
          .insert(quizDrafts)
          .values(values)
          .onConflictDoUpdate({ target: quizDrafts.uid, set: values }),
      );
      return { draft: values.draft, updatedAt: values.updatedAt.toISOString() };
    },
  );

  app.delete(
    '/quizzes/drafts/:uid',
    {
      schema: {
        tags: ['quizzes'],
        summary: "Throws away the caller's unfinished quiz",
        params: uidParam,
        response: { 200: okSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      assertSelf(app, request, request.params.uid);
      await db.delete(quizDrafts).where(eq(quizDrafts.uid, request.params.uid));
      return { ok: true as const };
    },
  );

  app.post(
    '/quizzes',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Sends a quiz for review; the caller’s draft is cleared',
        body: quizContentSchema,
        response: { 201: quizSchema, 429: errorSchema, ...errors },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      const content = request.body;
      await assertPublishedStory(db, content.storyId);
      const id = randomUUID();
      await withLiveAccount(db, caller.uid, async (tx) => {
        await tx.insert(quizzes).values({
          id,
          ...content,
          status: 'pending',
          createdBy: caller.uid,
          authorName: caller.name ?? '',
        });
        await tx.delete(quizDrafts).where(eq(quizDrafts.uid, caller.uid));
      });
      return reply.code(201).send(await loadQuiz(db, id));
    },
  );

  app.get(
    '/quizzes/pending',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Quizzes waiting for review, oldest first (administrators)',
        response: { 200: pendingQuizListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const rows = await db
        .select({
          id: quizzes.id,
          title: quizzes.title,
          storyId: quizzes.storyId,
          storyTitle: stories.title,
          username: users.username,
          nameAtSubmission: quizzes.authorName,
          questionCount: sql<number>`jsonb_array_length(${quizzes.questions})`.mapWith(Number),
          createdAt: quizzes.createdAt,
        })
        .from(quizzes)
        .leftJoin(stories, eq(stories.id, quizzes.storyId))
        .leftJoin(users, eq(users.uid, quizzes.createdBy))
        .where(eq(quizzes.status, 'pending'))
        .orderBy(asc(quizzes.createdAt));
      return rows.map(({ id, username, nameAtSubmission, storyTitle, createdAt, ...row }) => ({
        _id: id,
        ...row,
        storyTitle: storyTitleOf(storyTitle),
        authorName: authorNameOf(username, nameAtSubmission),
        createdAt: createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/quizzes/:id',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'A whole quiz with its answers (administrators)',
        params: idParam,
        response: { 200: quizSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      return loadQuiz(db, request.params.id);
    },
  );

  app.put(
    '/quizzes/:id',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Changes a pending quiz (administrators)',
        params: idParam,
        body: quizContentSchema,
        response: { 200: quizSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { id } = request.params;
      await loadQuiz(db, id);
      await assertPublishedStory(db, request.body.storyId);
      const [updated] = await db
        .update(quizzes)
        .set({ ...request.body, updatedAt: new Date() })
        .where(and(eq(quizzes.id, id), eq(quizzes.status, 'pending')))
        .returning({ id: quizzes.id });
      if (!updated) throw new HttpError(409, ALREADY_REVIEWED);
      return loadQuiz(db, id);
    },
  );

  app.post(
    '/quizzes/:id/review',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Approves or rejects a pending quiz; its author gets an inbox message',
        params: idParam,
        body: quizReviewSchema,
        response: { 200: quizSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const current = await loadQuiz(db, request.params.id);
      const review = request.body;
      const approved = review.decision === 'approve';
      await db.transaction(async (tx) => {
        // Only a pending quiz changes: of two reviews at once, one wins and one sends nothing.
        const [row] = await tx
          .update(quizzes)
          .set({
            status: approved ? 'approved' : 'rejected',
            rejectionReason: approved ? null : review.reason,
            updatedAt: new Date(),
          })
          .where(and(eq(quizzes.id, current._id), eq(quizzes.status, 'pending')))
          .returning({ id: quizzes.id });
        if (!row) throw new HttpError(409, ALREADY_REVIEWED);
        await sendMessage(tx, {
          recipient: current.createdBy,
          subject: approved
            ? `Your quiz "${current.title}" is live!`
            : `About your quiz "${current.title}"`,
          body: approved
            ? `Thank you for your quiz about "${current.storyTitle}". Children can now take it at the end of the story.`
            : `Thank you for your quiz about "${current.storyTitle}". We could not publish it this time.\n\nReason: ${review.reason}`,
        });
      });
      return loadQuiz(db, current._id);
    },
  );
};
