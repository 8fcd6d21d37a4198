import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  adminStoryListSchema,
  renumberPages,
  storyReviewSchema,
  storySchema,
  storyStatusSchema,
  storyUpdateSchema,
} from '../../../contract/stories';
import { RECORD_ID_MAX } from '../../../contract/limits';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { stories, users } from '../db/schema';
import { withCatalogueSearch } from '../domain/catalogueSearch';
import { sendMessage } from '../domain/inbox';
import { toStory, toSummary } from '../domain/storyRecords';

const idParam = z.object({ id: safeId('id', RECORD_ID_MAX) });
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** Administrators edit, approve and reject stories. */
export const storyModificationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, narrations, reads },
) => {
  const findStory = async (id: string) => {
    const [row] = await db.select().from(stories).where(eq(stories.id, id));
    if (!row) throw new HttpError(404, 'Story not found');
    return row;
  };

  app.get(
    '/storiesModification',
    {
      schema: {
        tags: ['editing'],
        summary: 'Every story, or those of one status, newest change first (administrators)',
        querystring: z.object({ status: storyStatusSchema.optional() }),
        response: { 200: adminStoryListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { status } = request.query;
      const rows = await db
        .select({ story: stories, requestedBy: users.username })
        .from(stories)
        .leftJoin(users, eq(users.uid, stories.createdBy))
        .where(status ? eq(stories.status, status) : undefined)
        .orderBy(desc(stories.updatedAt));
      return rows.map(({ story, requestedBy }) => ({
        ...toSummary(story),
        createdBy: story.createdBy,
        requestedBy: requestedBy || null,
        rejectionReason: story.rejectionReason,
        version: story.version,
      }));
    },
  );

  app.get(
    '/storiesModification/:id',
    {
      schema: {
        tags: ['editing'],
        summary: 'A story for the editor (administrators)',
        params: idParam,
        response: { 200: storySchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      return toStory(await findStory(request.params.id));
    },
  );

  app.put(
    '/storiesModification/:id',
    {
      schema: {
        tags: ['editing'],
        summary: 'Saves the full story; a stale version is refused with 409',
        params: idParam,
        body: storyUpdateSchema,
        response: { 200: storySchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { id } = request.params;
      const body = request.body;
      const current = await findStory(id);
      if (body._id && body._id !== id) throw new HttpError(400, 'body._id does not match the URL');
      if (current.version !== body.version) {
        throw new HttpError(
          409,
          'This story was changed by someone else since you opened it. Reload it to see their changes.',
        );
      }
      const [updated] = await db
        .update(stories)
        .set(
          withCatalogueSearch(
            {
              title: body.title,
              author: body.author,
              ...(body.summary !== undefined ? { summary: body.summary } : {}),
              ...(body.translated_titles ? { translatedTitles: body.translated_titles } : {}),
              ...(body.licence ? { licence: body.licence } : {}),
              ...(body.credits ? { credits: body.credits } : {}),
              pages: renumberPages(body.pages),
              version: sql`${stories.version} + 1`,
              updatedAt: new Date(),
            },
            current,
          ),
        )
        .where(and(eq(stories.id, id), eq(stories.version, body.version)))
        .returning();
      if (!updated) throw new HttpError(409, 'This story was changed by someone else. Reload it.');
      // Narrations of text the story no longer has would otherwise pile up with every edit.
      await narrations.forgetStory(db, id, narrations.keysOfStory(updated.pages));
      reads.clear();
      return toStory(updated);
    },
  );

  app.post(
    '/storiesModification/:id/review',
    {
      schema: {
        tags: ['editing'],
        summary: 'Approves (publishes) or rejects a story; its requester gets an inbox message',
        params: idParam,
        body: storyReviewSchema,
        response: { 200: storySchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const current = await findStory(request.params.id);
      const review = request.body;
      const approved = review.decision === 'approve';
      const status = approved ? 'published' : 'rejected';
      const updated = await db.transaction(async (tx) => {
        // Only a change of status is a review; the condition also settles two admins racing.
        const [row] = await tx
          .update(stories)
          .set({
            status,
            rejectionReason: approved ? null : review.reason,
            version: sql`${stories.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(stories.id, current.id), ne(stories.status, status)))
          .returning();
        if (!row) {
          throw new HttpError(
            409,
            approved ? 'This story is already published.' : 'This story was already rejected.',
          );
        }
        // A rejected story is not read in the library: its narrations are not kept.
        if (!approved) await narrations.forgetStory(tx, row.id);
        if (current.createdBy) {
          await sendMessage(tx, {
            recipient: current.createdBy,
            subject: approved
              ? `Your story "${current.title}" is published!`
              : `About your story "${current.title}"`,
            body: approved
              ? `Thank you for your story "${current.title}". Every family on Kahani can now read it.`
              : `Thank you for your story "${current.title}". We could not publish it this time.\n\nReason: ${review.reason}`,
          });
        }
        return row;
      });
      reads.clear();
      return toStory(updated);
    },
  );
};
