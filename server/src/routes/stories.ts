import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  CATALOGUE_PAGE_DEFAULT,
  catalogueLanguagesSchema,
  cataloguePageSchema,
  catalogueQuerySchema,
  personalCatalogueQuerySchema,
  type CatalogueLanguages,
} from '../../../contract/catalogue';
import { RECORD_ID_MAX, SLUG_MAX, UID_MAX } from '../../../contract/limits';
import { storyListSchema, storySchema } from '../../../contract/stories';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { stories } from '../db/schema';
import { assertCanView, assertSelf } from '../domain/access';
import {
  asksForPage,
  type CatalogueQuery,
  catalogueLanguages,
  cataloguePage,
  publishedStories,
  storiesFor,
} from '../domain/catalogue';
import { fillMissingSearchColumns } from '../domain/catalogueSearch';
import { readerKeyOf } from '../domain/readers';
import { sendJsonText } from '../domain/readCache';
import { toStory } from '../domain/storyRecords';

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

/** SPEC.md's whole array without catalogue parameters, one page with any. */
const listAnswerSchema = z.union([storyListSchema, cataloguePageSchema]);

export const storyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, reads }) => {
  const languages = () =>
    reads.get('catalogue:languages', async () =>
      JSON.stringify(catalogueLanguagesSchema.parse(await catalogueLanguages(db))),
    );
  const languageIds = async () =>
    (JSON.parse(await languages()) as CatalogueLanguages).languages.map((entry) => entry.language);
  /**
   * Before a search: the search columns of stories written without them are computed, and
   * the catalogue's languages say which stemmers the search needs.
   */
  async function searchable(): Promise<string[]> {
    await reads.get('catalogue:searchable', () => fillMissingSearchColumns(db));
    return languageIds();
  }
  /**
   * First pages without a search are what every visitor opens: kept like the whole list, for
   * the usual page size and the catalogue's own languages only, so that no run of requests
   * can fill the cache with pages nobody asks for twice.
   */
  async function keptFirstPage(query: CatalogueQuery): Promise<string | undefined> {
    if (query.cursor || (query.limit ?? CATALOGUE_PAGE_DEFAULT) !== CATALOGUE_PAGE_DEFAULT) return;
    if (query.language && !(await languageIds()).includes(query.language)) return;
    return reads.get(`catalogue:${query.language ?? ''}:${query.length ?? ''}`, async () =>
      JSON.stringify(cataloguePageSchema.parse(await cataloguePage(db, query, null))),
    );
  }

  app.get(
    '/KahaniJson/kahanis',
    {
      schema: {
        tags: ['stories'],
        summary:
          'Published stories, for anonymous visitors: all of them, or one page of the catalogue',
        description:
          'Without parameters, every published story (an array). With any of limit, cursor, q, ' +
          'language or length, one page: { stories, nextCursor, total }, ordered by title then ' +
          'id (a search: by relevance, then title, then id); pass nextCursor as cursor for the next.',
        querystring: catalogueQuerySchema,
        response: { 200: listAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!asksForPage(query)) {
        const json = await reads.get('list:published', async () =>
          JSON.stringify(storyListSchema.parse(await publishedStories(db))),
        );
        return sendJsonText(reply, json);
      }
      if (query.q?.trim()) return cataloguePage(db, query, null, await searchable());
      const kept = await keptFirstPage(query);
      return kept === undefined ? cataloguePage(db, query, null) : sendJsonText(reply, kept);
    },
  );

  app.get(
    '/KahaniJson/getkahanis/:uid',
    {
      schema: {
        tags: ['stories'],
        summary:
          "Published stories plus the caller's own requests and reading positions, all or a page",
        description:
          "Without parameters, an array as GET /KahaniJson/kahanis gives, the caller's own " +
          'pending and rejected stories added (first) and reading positions on each. With any ' +
          'catalogue parameter, one page; the first page without q, language or length also ' +
          'has continueReading, the stories the caller is in the middle of. With childId, the ' +
          'reading positions and continueReading are that child’s (the stories listed stay the ' +
          'account’s).',
        params: uidParam,
        querystring: personalCatalogueQuerySchema,
        response: { 200: listAnswerSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const { uid } = request.params;
      assertSelf(app, request, uid);
      const { childId, ...query } = request.query;
      const reader = await readerKeyOf(db, app.requireCaller(request), childId);
      if (!asksForPage(query)) return storiesFor(db, uid, reader);
      const languages = query.q?.trim() ? await searchable() : undefined;
      return cataloguePage(db, query, uid, languages, reader);
    },
  );

  app.get(
    '/KahaniJson/languages',
    {
      schema: {
        tags: ['stories'],
        summary: 'The languages published stories can be read in, with how many of each',
        response: { 200: catalogueLanguagesSchema },
      },
    },
    async (_request, reply) => sendJsonText(reply, await languages()),
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
