import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, progressAnswerSchema, progressBodySchema } from '../../../contract/api';
import type { RouteDeps } from '../routeDeps';
import { readingProgress } from '../db/schema';
import { assertReadablePage } from '../domain/access';
import { withLiveAccount } from '../domain/liveAccount';
import { creditPoints, finishPoints, pagePoints, storyPoints } from '../domain/points';
import { readerKeyForWrite } from '../domain/readers';
import { recordPageView } from '../domain/readingTime';

/** Every page from 1 to `pageCount` is among the pages read. */
const everyPageRead = (pagesRead: readonly number[], pageCount: number) =>
  new Set(pagesRead.filter((page) => page <= pageCount)).size === pageCount;

/**
 * A signed-in reader's position and pages read, for "continue reading" and the leaderboard,
 * and the page view for the family view. The reader is the account, or one of its children
 * (`childId`, docs/children.md).
 */
export const progressRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/progress',
    {
      schema: {
        tags: ['reading'],
        summary:
          'Records that the caller (or their child) read a page, how and for how long, and whether they finished the story',
        body: progressBodySchema,
        response: {
          200: progressAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
        security: [{ bearer: [] }],
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { storyId, page_no, finished, childId, seconds, mode } = request.body;
      const row = await assertReadablePage(app, request, db, storyId, page_no);

      return withLiveAccount(db, caller.uid, async (tx) => {
        const reader = await readerKeyForWrite(tx, caller, childId);
        const [existing] = await tx
          .select()
          .from(readingProgress)
          .where(and(eq(readingProgress.uid, reader), eq(readingProgress.storyId, storyId)));
        const pagesRead = [...new Set([...(existing?.pagesRead ?? []), page_no])].sort(
          (a, b) => a - b,
        );
        const values = {
          uid: reader,
          storyId,
          lastPage: page_no,
          pagesRead,
          // Saying so is not enough: a story is finished once every one of its pages was read.
          finished:
            Boolean(existing?.finished) || (finished && everyPageRead(pagesRead, row.pages.length)),
          updatedAt: new Date(),
        };
        await tx
          .insert(readingProgress)
          .values(values)
          .onConflictDoUpdate({
            target: [readingProgress.uid, readingProgress.storyId],
            set: values,
          });
        // A requester reads their pending story like any other, but only the published
        // library earns points: a story request is no way to make pages worth points.
        const events =
          row.status === 'published'
            ? [pagePoints(storyId, page_no), ...(values.finished ? [finishPoints(storyId)] : [])]
            : [];
        await recordPageView(tx, {
          reader,
          storyId,
          pageNo: page_no,
          mode,
          seconds,
          finishedStory: values.finished && !existing?.finished,
        });
        const credited = new Set(await creditPoints(tx, reader, events));
        const pointsEarned = events
          .filter((event) => credited.has(event.source))
          .reduce((sum, event) => sum + event.points, 0);
        return {
          storyId,
          lastPageRead: page_no,
          pagesRead,
          finished: values.finished,
          storyPoints: await storyPoints(tx, reader, storyId),
          pointsEarned,
        };
      });
    },
  );
};
