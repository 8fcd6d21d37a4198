import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, signupBodySchema, userProfileSchema } from '../../../contract/api';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import type { Caller } from '../auth/verifier';
import { users } from '../db/schema';
import { storedEmailOf } from '../domain/knownUsers';
import { withLiveAccount } from '../domain/liveAccount';

/**
 * The body's address must be the token's, so nobody can register under another person's
 * address; it is stored only once the identity provider has verified it.
 */
function checkClaimedEmail(caller: Caller, claimed: string): void {
  if (!caller.email) {
    throw new HttpError(400, 'Your account has no e-mail address; sign up with an e-mail address.');
  }
  if (caller.email.toLowerCase() !== claimed.trim().toLowerCase()) {
    throw new HttpError(400, 'body.email: The e-mail address must be the one you signed in with.');
  }
}

export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/signup',
    {
      schema: {
        tags: ['users'],
        summary:
          'Registers the signed-in identity account with the backend; the address is stored once verified (post again after verifying)',
        body: signupBodySchema,
        response: { 200: userProfileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { username, userId } = request.body;
      if (caller.uid !== userId) throw new HttpError(403, 'userId must be your own user id.');
      checkClaimedEmail(caller, request.body.email);
      const email = storedEmailOf(caller);
      await withLiveAccount(db, caller.uid, (tx) =>
        tx
          .insert(users)
          .values({ uid: userId, username, email })
          .onConflictDoUpdate({ target: users.uid, set: { username, email } }),
      );
      return { uid: userId, username, email, isAdmin: app.isAdmin(caller) };
    },
  );
};
