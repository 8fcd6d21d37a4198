import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  storyRequestAnswerSchema,
  storyRequestBodySchema,
} from '../../../contract/api';
import { PAGES_PER_STORY_MAX } from '../../../contract/limits';
import type { RouteDeps } from '../routeDeps';
import { rememberCaller } from '../domain/knownUsers';
import { withLiveAccount } from '../domain/liveAccount';
import { HttpError } from '../auth/plugin';
import { stories } from '../db/schema';
import { pagesFromContent } from '../../../contract/pageSplitting';
import { withCatalogueSearch } from '../domain/catalogueSearch';
import { blankPage, newStoryId } from '../domain/storyRecords';
import { freeSlug } from '../domain/storySlugs';

const CONTENT_PATH = 'body.storyRequest.storyContent';

/** A 400 about the number of pages the story makes, in the schema's words and shape. */
const pageCountRefusal = (sentence: string, code: 'too_big' | 'too_small', limit: number) =>
  new HttpError(400, `${CONTENT_PATH}: ${sentence}`, [
    { path: CONTENT_PATH, code, origin: 'pages', limit, message: sentence },
  ]);

/** A parent's request becomes a pending story for the editors to review. */
export const storyRequestRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, reads }) => {
  app.post(
    '/storiesRequest/request',
    {
      schema: {
        tags: ['stories'],
        summary: 'Requests a new story; it is created as pending',
        body: storyRequestBodySchema,
        response: { 201: storyRequestAnswerSchema, 400: errorSchema, 401: errorSchema },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      const { storyName, storyContent, author } = request.body.storyRequest;
      const texts = pagesFromContent(storyContent);
      if (!texts.length) throw pageCountRefusal('The story is empty.', 'too_small', 1);
      if (texts.length > PAGES_PER_STORY_MAX) {
        throw pageCountRefusal(
          `The story makes ${texts.length} pages; a story may have at most ${PAGES_PER_STORY_MAX}.`,
          'too_big',
          PAGES_PER_STORY_MAX,
        );
      }

      const slug = await freeSlug(db, storyName);

      const id = newStoryId();
      await withLiveAccount(db, caller.uid, async (tx) => {
        await rememberCaller(tx, caller);
        await tx.insert(stories).values(
          withCatalogueSearch({
            id,
            slug,
            title: storyName,
            author,
            summary: '',
            status: 'pending',
            createdBy: caller.uid,
            pages: texts.map((text, index) => blankPage(text, index + 1)),
          }),
        );
      });
      reads.clear();
      return reply
        .code(201)
        .send({ _id: id, slug, status: 'pending' as const, pageCount: texts.length });
    },
  );
};
