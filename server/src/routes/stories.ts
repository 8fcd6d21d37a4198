import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import { RECORD_ID_MAX, SLUG_MAX, UID_MAX } from '../../../contract/limits';
import { storyListSchema, storySchema } from '../../../contract/stories';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { readingProgress, stories } from '../db/schema';
import { assertCanView, assertSelf } from '../domain/access';
import { sendJsonText } from '../domain/readCache';
import { toStory, toSummary } from '../domain/storyRecords';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const uidParam = z.object({ uid: safeId('uid', UID_MAX) });
const slugParam = z.object({
  slug: z
    .string()
    .min(1, 'slug is required.')
    .max(SLUG_MAX, `slug must be at most ${SLUG_MAX} characters.`)
    .regex(/^[a-z0-9-]+$/, 'slug may hold lowercase letters, digits and dashes only.'),
});
const idParam = z.object({ id: safeId('id', RECORD_ID_MAX) });

export const storyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, reads }) => {
  app.get(
    '/KahaniJson/kahanis',
    {
      schema: {
        tags: ['stories'],
        summary: 'Published stories, for anonymous visitors',
        response: { 200: storyListSchema },
      },
    },
    async (_request, reply) => {
      const json = await reads.get('list:published', async () => {
        const rows = await db
          .select()
          .from(stories)
          .where(eq(stories.status, 'published'))
          .orderBy(stories.title);
        return JSON.stringify(storyListSchema.parse(rows.map((row) => toSummary(row))));
      });
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/KahaniJson/getkahanis/:uid',
    {
      schema: {
        tags: ['stories'],
        summary: "Published stories plus the caller's own requests and reading positions",
        params: uidParam,
        response: { 200: storyListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const { uid } = request.params;
      assertSelf(app, request, uid);
      const rows = await db
        .select()
        .from(stories)
        .where(
          or(
            eq(stories.status, 'published'),
            and(eq(stories.createdBy, uid), inArray(stories.status, ['pending', 'rejected'])),
          ),
        )
        .orderBy(desc(eq(stories.createdBy, uid)), stories.title);
      const progressRows = await db
        .select()
        .from(readingProgress)
        .where(eq(readingProgress.uid, uid));
      const progressByStory = new Map(progressRows.map((row) => [row.storyId, row]));
      return rows.map((row) => toSummary(row, progressByStory.get(row.id)));
    },
  );

  app.get(
    '/KahaniJson/slug/:slug',
    {
      schema: {
        tags: ['stories'],
        summary: 'A story by its slug',
        params: slugParam,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const cached = await reads.get(`slug:${slug}`, async () => {
        const [row] = await db.select().from(stories).where(eq(stories.slug, slug));
        return { row, json: row?.status === 'published' ? JSON.stringify(toStory(row)) : null };
      });
      const row = assertCanView(app, request, cached.row);
      return cached.json ? sendJsonText(reply, cached.json) : toStory(row);
    },
  );

  app.get(
    '/StoryJson/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'A story by id; its storybook field holds the story as JSON text',
        params: idParam,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await db.select().from(stories).where(eq(stories.id, request.params.id));
      return toStory(assertCanView(app, request, row));
    },
  );
};
