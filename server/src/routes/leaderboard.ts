import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/api';
import {
  LEADERBOARD_SIZE,
  leaderboardQuerySchema,
  leaderboardSchema,
  type LeaderboardEntry,
} from '../../../contract/quizzes';
import type { RouteDeps } from '../routeDeps';
import { childPublicName, publicName } from '../domain/publicName';
import { CHILD_KEY_PREFIX, readerKeyOf } from '../domain/readers';

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfWeek(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday),
  );
}

interface RankedRow extends Record<string, unknown> {
  uid: string;
  username: string | null;
  /** Set when the reader is a child: what other families see of them. */
  nickname: string | null;
  points: number | string;
  rank: number | string;
}

/**
 * Points per reader from the point_events ledger, ranked by the database. A reader is an
 * account (shown by first name and initial) or a child (by nickname only, and only while the
 * parent lets the child appear; docs/children.md).
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'The top readers this week or of all time, and the caller’s own place',
        description:
          'With childId, the caller is that child of the account: `caller` and `isCaller` are the child’s.',
        querystring: leaderboardQuerySchema,
        response: {
          200: leaderboardSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { period, childId } = request.query;
      const me = await readerKeyOf(db, caller, childId);
      const since = period === 'week' ? startOfWeek(new Date()) : null;
      // RANK() lets ties share a place; ROW_NUMBER() cuts the list at exactly 20 rows. Only
      // the top rows and the caller's leave the database.
      // A child kept off the leaderboard is left out of the ranking, as if absent.
      const { rows } = await db.execute<RankedRow>(sql`
        WITH totals AS (
          SELECT uid, SUM(points) AS points
          FROM point_events
          WHERE uid NOT IN (SELECT ${CHILD_KEY_PREFIX}::text || id FROM children WHERE NOT on_leaderboard)
          ${since ? sql`AND earned_at >= ${since.toISOString()}::timestamptz` : sql``}
          GROUP BY uid
          HAVING SUM(points) > 0
        ), ranked AS (
          SELECT uid, points,
            RANK() OVER (ORDER BY points DESC) AS rank,
            ROW_NUMBER() OVER (ORDER BY points DESC, uid) AS position
          FROM totals
        )
        SELECT ranked.uid, users.username, children.nickname, ranked.points, ranked.rank
        FROM ranked
        LEFT JOIN users ON users.uid = ranked.uid
        LEFT JOIN children
          ON starts_with(ranked.uid, ${CHILD_KEY_PREFIX}::text)
          AND children.id = substr(ranked.uid, ${CHILD_KEY_PREFIX.length + 1}::int)
        WHERE ranked.position <= ${LEADERBOARD_SIZE} OR ranked.uid = ${me}
        ORDER BY ranked.position
      `);
      // pg answers bigint sums as strings, PGlite as numbers.
      const entries = rows.map((row) => ({
        uid: row.uid,
        entry: {
          rank: Number(row.rank),
          name:
            row.nickname !== null
              ? childPublicName(row.nickname)
              : // Accounts made before sign-up wrote a users row still show the caller's own name.
                publicName(row.username ?? (row.uid === caller.uid ? caller.name : null)),
          points: Number(row.points),
          isCaller: row.uid === me,
        } satisfies LeaderboardEntry,
      }));
      const top = entries.slice(0, LEADERBOARD_SIZE).map(({ entry }) => entry);
      const mine = entries.find(({ uid }) => uid === me)?.entry ?? null;
      return { period, since: since?.toISOString() ?? null, top, caller: mine };
    },
  );
};
