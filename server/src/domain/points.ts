import { and, eq, or, sql } from 'drizzle-orm';
import { POINTS } from '../../../contract/quizzes';
import type { Database } from '../db/open';
import { pointEvents } from '../db/schema';

type Executor = Pick<Database, 'insert'>;

export interface PointEvent {
  source: string;
  points: number;
}

const pageSourcePrefix = (storyId: string) => `page:${storyId}:`;

export const pagePoints = (storyId: string, pageNo: number): PointEvent => ({
  source: `${pageSourcePrefix(storyId)}${pageNo}`,
  points: POINTS.pageRead,
});
export const finishPoints = (storyId: string): PointEvent => ({
  source: `finish:${storyId}`,
  points: POINTS.storyFinished,
});
export const quizPoints = (quizId: string, rightAnswers: number): PointEvent => ({
  source: `quiz:${quizId}`,
  points: POINTS.rightAnswer * rightAnswers,
});

/**
 * Credits events to a user; an event already credited is ignored, so pages read again,
 * stories finished again and later quiz attempts earn nothing.
 * Answers the sources that were credited now.
 */
export async function creditPoints(
  db: Executor,
  uid: string,
  events: readonly PointEvent[],
): Promise<string[]> {
  if (!events.length) return [];
  const rows = await db
    .insert(pointEvents)
    .values(events.map((event) => ({ uid, ...event })))
    .onConflictDoNothing()
    .returning({ source: pointEvents.source });
  return rows.map((row) => row.source);
}

/** Everything a user has earned with one story: its pages read for the first time and finishing it. */
export async function storyPoints(
  db: Pick<Database, 'select'>,
  uid: string,
  storyId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number | string>`coalesce(sum(${pointEvents.points}), 0)` })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.uid, uid),
        or(
          // starts_with, not LIKE: an id's characters are never read as wildcards.
          sql`starts_with(${pointEvents.source}, ${pageSourcePrefix(storyId)})`,
          eq(pointEvents.source, finishPoints(storyId).source),
        ),
      ),
    );
  // pg answers a bigint sum as a string, PGlite as a number.
  return Number(row?.total ?? 0);
}
