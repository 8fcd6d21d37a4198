import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  answerCheckResultSchema,
  answerCheckSchema,
  playableQuizListSchema,
  quizAttemptResultSchema,
  quizAttemptSchema,
} from '../../../contract/quizzes';
import { RECORD_ID_MAX } from '../../../contract/limits';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { quizAttempts, quizzes } from '../db/schema';
import { creditPoints, quizPoints } from '../domain/points';

const quizIdParam = z.object({ id: safeId('id', RECORD_ID_MAX) });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/**
 * Children play approved quizzes. The right answers stay on the server: a player gets the
 * questions, asks whether each choice was right, and sends the whole attempt to be scored.
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
    '/quizzes/:id/check',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Says whether one answer is right (and, now that it is given, which one was)',
        params: quizIdParam,
        body: answerCheckSchema,
        response: { 200: answerCheckResultSchema, ...errors },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => {
      const quiz = await findApproved(request.params.id);
      const { question, choice } = request.body;
      const asked = quiz.questions[question];
      if (!asked)
        throw new HttpError(400, `body.question: the quiz has ${quiz.questions.length} questions`);
      if (choice >= asked.options.length)
        throw new HttpError(400, `body.choice: the question has ${asked.options.length} answers`);
      return { correct: choice === asked.answerIndex, answerIndex: asked.answerIndex };
    },
  );

  app.post(
    '/quizzes/:id/attempts',
    {
      schema: {
        tags: ['quizzes'],
        summary:
          'Scores a finished attempt; a signed-in child’s is stored, and the first one earns points',
        params: quizIdParam,
        body: quizAttemptSchema,
        response: { 200: quizAttemptResultSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const quiz = await findApproved(request.params.id);
      const { answers } = request.body;
      const total = quiz.questions.length;
      if (answers.length !== total)
        throw new HttpError(400, `body.answers: answer all ${total} questions`);
      const correct = quiz.questions.filter((q, i) => q.answerIndex === answers[i]).length;
      const caller = request.caller;
      if (!caller) return { correct, total, points: 0, recorded: false, firstAttempt: false };

      return db.transaction(async (tx) => {
        await tx
          .insert(quizAttempts)
          .values({ id: randomUUID(), quizId: quiz.id, uid: caller.uid, answers, correct, total });
        const earned = quizPoints(quiz.id, correct);
        const credited = await creditPoints(tx, caller.uid, [earned]);
        const firstAttempt = credited.length > 0;
        return {
          correct,
          total,
          points: firstAttempt ? earned.points : 0,
          recorded: true,
          firstAttempt,
        };
      });
    },
  );
};
