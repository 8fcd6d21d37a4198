import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, signupBodySchema, userProfileSchema } from '../../../contract/api';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { users } from '../db/schema';

export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/signup',
    {
      schema: {
        tags: ['users'],
        summary: 'Registers the signed-in identity account with the backend',
        body: signupBodySchema,
        response: { 200: userProfileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { username, email, userId } = request.body;
      if (caller.uid !== userId) throw new HttpError(403, 'userId must be your own user id.');
      await db
        .insert(users)
        .values({ uid: userId, username, email })
        .onConflictDoUpdate({ target: users.uid, set: { username, email } });
      return { uid: userId, username, email, isAdmin: app.isAdmin(caller) };
    },
  );
};
