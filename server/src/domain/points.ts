import { POINTS } from '../../../contract/quizzes';
import type { Database } from '../db/open';
import { pointEvents } from '../db/schema';

type Executor = Pick<Database, 'insert'>;

export interface PointEvent {
  source: string;
  points: number;
}

export const pagePoints = (storyId: string, pageNo: number): PointEvent => ({
  source: `page:${storyId}:${pageNo}`,
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
