import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/api';
import { CHILD_NOT_FOUND } from '../../../contract/children';
import { preferencesFrom } from '../../../contract/preferenceChecks';
import {
  preferencesAnswerSchema,
  readerPreferencesBodySchema,
  type ReaderPreferences,
} from '../../../contract/preferences';
import { readerQuerySchema } from '../../../contract/readers';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { children, readerPreferences } from '../db/schema';
import { childPreferences } from '../domain/children';
import { withLiveAccount } from '../domain/liveAccount';
import { childReaderKey, ownChild } from '../domain/readers';

async function savedPreferences(
  db: Pick<Database, 'select'>,
  reader: string,
): Promise<ReaderPreferences | null> {
  const [row] = await db
    .select({ preferences: readerPreferences.preferences })
    .from(readerPreferences)
    .where(eq(readerPreferences.uid, reader));
  return row ? preferencesFrom(row.preferences) : null;
}

/**
 * A signed-in reader's own settings: the account's, or one of its children's (`childId`,
 * docs/children.md). The user is always the token's: no route takes a uid, and a child is
 * only ever the caller's own, so nobody can read or change another reader's settings.
 */
export const preferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/preferences',
    {
      schema: {
        tags: ['reader'],
        summary:
          "The caller's saved reader settings, or null when none were saved; a child's always (its profile's language and text size on the defaults)",
        querystring: readerQuerySchema,
        response: {
          200: preferencesAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { childId } = request.query;
      if (childId === undefined) return { preferences: await savedPreferences(db, caller.uid) };
      const child = await ownChild(db, caller, childId);
      return {
        preferences: childPreferences(child, await savedPreferences(db, childReaderKey(child.id))),
      };
    },
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags: ['reader'],
        summary:
          "Saves the caller's (or their child's) reader settings (the whole set; the last save wins)",
        description:
          "A child's story language and text size are its profile's: saving them here changes the profile too.",
        body: readerPreferencesBodySchema,
        response: {
          200: preferencesAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
        security: [{ bearer: [] }],
      },
      // The app saves a moment after the last change; this only stops a runaway client.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { childId, ...preferences } = request.body;
      const updatedAt = new Date();
      await withLiveAccount(db, caller.uid, async (tx) => {
        let reader = caller.uid;
        if (childId !== undefined) {
          // Updating the profile also holds it, as a write for the child must (readers.ts).
          const [child] = await tx
            .update(children)
            .set({ storyLanguage: preferences.language, textSize: preferences.textSize })
            .where(and(eq(children.id, childId), eq(children.ownerUid, caller.uid)))
            .returning({ id: children.id });
          if (!child) throw new HttpError(404, CHILD_NOT_FOUND);
          reader = childReaderKey(child.id);
        }
        await tx
          .insert(readerPreferences)
          .values({ uid: reader, preferences, updatedAt })
          .onConflictDoUpdate({ target: readerPreferences.uid, set: { preferences, updatedAt } });
      });
      return { preferences };
    },
  );
};
