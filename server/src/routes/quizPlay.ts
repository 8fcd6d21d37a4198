import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  answerCheckResultSchema,
  answerCheckSchema,
  attemptIdSchema,
  playableQuizListSchema,
  quizAttemptResultSchema,
  startedAttemptSchema,
} from '../../../contract/quizzes';
import { RECORD_ID_MAX } from '../../../contract/limits';
import { readerBodySchema } from '../../../contract/readers';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { quizzes } from '../db/schema';
import { withLiveAccount } from '../domain/liveAccount';
import { answerQuestion, finishAttempt, openAttempt } from '../domain/quizAttempts';
import { readerKeyForWrite } from '../domain/readers';

const quizIdParam = z.object({ id: safeId('id', RECORD_ID_MAX) });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
/** An attempt's writes may also meet an answer already given, or the request pace. */
const attemptErrors = { ...errors, 409: errorSchema, 429: errorSchema };

/**
 * Children play approved quizzes. The right answers stay on the server: a signed-in player
 * starts an attempt, gives each answer (stored before the right one is told) and has the
 * attempt scored from what was stored. The player is the account, or one of its children
 * (`childId` in the body, docs/children.md), whose attempts and points are its own.
 */
export const quizPlayRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const findApproved = async (id: string) => {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.status, 'approved')));
    if (!row) throw new HttpError(404, 'Quiz not found');
    return row;
  };

  app.get(
    '/quizzes/story/:storyId',
    {
      schema: {
        tags: ['quizzes'],
        summary: "A story's approved quizzes, without their answers",
        params: z.object({ storyId: safeId('storyId', RECORD_ID_MAX) }),
        response: { 200: playableQuizListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.storyId, request.params.storyId), eq(quizzes.status, 'approved')))
        .orderBy(asc(quizzes.createdAt));
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        storyId: row.storyId,
        questions: row.questions.map(({ prompt, options }) => ({ prompt, options })),
      }));
    },
  );

  app.post(
    '/quizzes/:id/attempts',
    {
      schema: {
        tags: ['quizzes'],
        summary:
          'Starts the caller’s attempt at a quiz, or answers the one they left unfinished; only the first attempt earns points',
        params: quizIdParam,
        body: readerBodySchema,
        response: { 200: startedAttemptSchema, ...attemptErrors },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const quiz = await findApproved(request.params.id);
      return withLiveAccount(db, caller.uid, async (tx) =>
        openAttempt(tx, await readerKeyForWrite(tx, caller, request.body?.childId), quiz),
      );
    },
  );

  app.post(
    '/quizzes/:id/check',
    {
      schema: {
        tags: ['quizzes'],
        summary:
          'Stores the answer to one question of the caller’s attempt, then says whether it was right and which answer was (once per question)',
        params: quizIdParam,
        body: answerCheckSchema,
        response: { 200: answerCheckResultSchema, ...attemptErrors },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const quiz = await findApproved(request.params.id);
      return withLiveAccount(db, caller.uid, async (tx) =>
        answerQuestion(
          tx,
          await readerKeyForWrite(tx, caller, request.body.childId),
          quiz,
          request.body,
        ),
      );
    },
  );

  app.post(
    '/quizzes/:id/attempts/:attemptId/finish',
    {
      schema: {
        tags: ['quizzes'],
        summary:
          'Scores the caller’s wholly answered attempt from its stored answers; the first attempt earns points',
        params: quizIdParam.extend({ attemptId: attemptIdSchema }),
        body: readerBodySchema,
        response: { 200: quizAttemptResultSchema, ...attemptErrors },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const quiz = await findApproved(request.params.id);
      return withLiveAccount(db, caller.uid, async (tx) =>
        finishAttempt(
          tx,
          await readerKeyForWrite(tx, caller, request.body?.childId),
          quiz,
          request.params.attemptId,
        ),
      );
    },
  );
};
