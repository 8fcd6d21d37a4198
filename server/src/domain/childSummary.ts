import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  HARD_WORDS_SHOWN,
  READING_MODES,
  type ChildSummary,
  type ReadingMode,
} from '../../../contract/children';
import type { Database } from '../db/open';
import { coachWords, pointEvents, readingEvents } from '../db/schema';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

/** A streak is counted back over at most this many days. */
export const STREAK_DAYS_MAX = 366;

/** Midnight UTC of the day `back` days before the one holding `now`. */
const dayStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
/** "2026-11-23" (UTC). */
const dateOf = (day: Date) => day.toISOString().slice(0, 10);
/** One decimal, so a short read still shows on a chart of minutes. */
const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

const eventDay = sql<string>`to_char(${readingEvents.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Days in a row with reading up to today, or up to yesterday while today has none yet. */
export function streakOf(readingDays: ReadonlySet<string>, now: Date): number {
  let back = readingDays.has(dateOf(dayStart(now, 0))) ? 0 : 1;
  let streak = 0;
  while (readingDays.has(dateOf(dayStart(now, back)))) {
    streak += 1;
    back += 1;
  }
  return streak;
}

/**
 * What the family view shows of one reader over the last `days` days (UTC, today included):
 * minutes, pages and stories finished per day, how the pages were read, the coach's words,
 * the streak and the points.
 */
export async function readerSummary(
  db: Reader,
  { childId, reader }: { childId: string; reader: string },
  days: number,
  now = new Date(),
): Promise<ChildSummary> {
  const from = dayStart(now, days - 1);
  const ofReader = (since: Date) =>
    and(eq(readingEvents.reader, reader), gte(readingEvents.at, since));
  const wordsOfReader = and(eq(coachWords.reader, reader), gte(coachWords.at, from));
  const missed = sql`count(*) FILTER (WHERE NOT ${coachWords.right})`;
  const lastMissed = sql`max(${coachWords.at}) FILTER (WHERE NOT ${coachWords.right})`;
  const lastRight = sql`max(${coachWords.at}) FILTER (WHERE ${coachWords.right})`;

  const [perDay, perMode, [practised], hard, readingDays, [points]] = await Promise.all([
    db
      .select({
        day: eventDay,
        seconds: sql<number>`coalesce(sum(${readingEvents.seconds}), 0)::int`,
        // Each page of each story once a day, however often it was turned to.
        pages: sql<number>`count(DISTINCT ${readingEvents.storyId} || ':' || ${readingEvents.pageNo})::int`,
        finished: sql<number>`count(*) FILTER (WHERE ${readingEvents.finishedStory})::int`,
      })
      .from(readingEvents)
      .where(ofReader(from))
      .groupBy(sql`1`),
    db
      .select({ mode: readingEvents.mode, views: sql<number>`count(*)::int` })
      .from(readingEvents)
      .where(and(ofReader(from), isNotNull(readingEvents.mode)))
      .groupBy(readingEvents.mode),
    db
      .select({ words: sql<number>`count(DISTINCT ${coachWords.word})::int` })
      .from(coachWords)
      .where(wordsOfReader),
    db
      .select({ word: coachWords.word })
      .from(coachWords)
      .where(wordsOfReader)
      .groupBy(coachWords.word)
      .having(
        sql`${missed} >= 2 AND coalesce(${lastRight}, '-infinity'::timestamptz) < ${lastMissed}`,
      )
      .orderBy(sql`${missed} DESC`, sql`${lastMissed} DESC`, coachWords.word)
      .limit(HARD_WORDS_SHOWN),
    db
      .selectDistinct({ day: eventDay })
      .from(readingEvents)
      .where(ofReader(dayStart(now, STREAK_DAYS_MAX))),
    db
      .select({
        period: sql<number>`coalesce(sum(${pointEvents.points}) FILTER (WHERE ${pointEvents.earnedAt} >= ${from.toISOString()}::timestamptz), 0)::int`,
        allTime: sql<number>`coalesce(sum(${pointEvents.points}), 0)::int`,
      })
      .from(pointEvents)
      .where(eq(pointEvents.uid, reader)),
  ]);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const daily = Array.from({ length: days }, (_, index) => {
    const date = dateOf(dayStart(now, days - 1 - index));
    const row = byDay.get(date);
    return {
      date,
      seconds: Number(row?.seconds ?? 0),
      pages: Number(row?.pages ?? 0),
      storiesFinished: Number(row?.finished ?? 0),
    };
  });
  const sum = (pick: (day: (typeof daily)[number]) => number) =>
    daily.reduce((total, day) => total + pick(day), 0);
  const viewsByMode = new Map(perMode.map((row) => [row.mode, Number(row.views)]));

  return {
    childId,
    days,
    from: daily[0]!.date,
    to: daily.at(-1)!.date,
    daily: daily.map(({ seconds, ...day }) => ({ ...day, minutes: minutesOf(seconds) })),
    totals: {
      minutes: minutesOf(sum((day) => day.seconds)),
      pages: sum((day) => day.pages),
      storiesFinished: sum((day) => day.storiesFinished),
    },
    modes: Object.fromEntries(
      READING_MODES.map((mode) => [mode, viewsByMode.get(mode) ?? 0]),
    ) as Record<ReadingMode, number>,
    wordsPractised: Number(practised?.words ?? 0),
    hardWords: hard.map((row) => row.word),
    streak: streakOf(new Set(readingDays.map((row) => row.day)), now),
    points: { period: Number(points?.period ?? 0), allTime: Number(points?.allTime ?? 0) },
  };
}
