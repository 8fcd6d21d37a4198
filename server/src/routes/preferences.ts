import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/api';
import { preferencesFrom } from '../../../contract/preferenceChecks';
import { preferencesAnswerSchema, readerPreferencesSchema } from '../../../contract/preferences';
import type { RouteDeps } from '../routeDeps';
import { readerPreferences } from '../db/schema';
import { withLiveAccount } from '../domain/liveAccount';

/**
 * A signed-in reader's own settings. The user is always the token's: no route takes a uid,
 * so nobody can read or change another reader's settings.
 */
export const preferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/preferences',
    {
      schema: {
        tags: ['reader'],
        summary: "The caller's saved reader settings, or null when none were saved",
        response: { 200: preferencesAnswerSchema, 401: errorSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const [row] = await db
        .select({ preferences: readerPreferences.preferences })
        .from(readerPreferences)
        .where(eq(readerPreferences.uid, caller.uid));
      return { preferences: row ? preferencesFrom(row.preferences) : null };
    },
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags: ['reader'],
        summary: "Saves the caller's reader settings (the whole set; the last save wins)",
        body: readerPreferencesSchema,
        response: { 200: preferencesAnswerSchema, 400: errorSchema, 401: errorSchema },
        security: [{ bearer: [] }],
      },
      // The app saves a moment after the last change; this only stops a runaway client.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const preferences = request.body;
      const updatedAt = new Date();
      await withLiveAccount(db, caller.uid, (tx) =>
        tx
          .insert(readerPreferences)
          .values({ uid: caller.uid, preferences, updatedAt })
          .onConflictDoUpdate({ target: readerPreferences.uid, set: { preferences, updatedAt } }),
      );
      return { preferences };
    },
  );
};
