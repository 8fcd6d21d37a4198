import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  LEADERBOARD_SIZE,
  leaderboardPeriodSchema,
  leaderboardSchema,
  type LeaderboardEntry,
} from '../../../contract/quizzes';
import type { RouteDeps } from '../routeDeps';
import { publicName } from '../domain/publicName';

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
  points: number | string;
  rank: number | string;
}

/** Points per user from the point_events ledger, ranked by the database. */
export const leaderboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'The top readers this week or of all time, and the caller’s own place',
        querystring: z.object({ period: leaderboardPeriodSchema.default('week') }),
        response: {
          200: leaderboardSchema,
          400: errorSchema,
          401: errorSchema,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { period } = request.query;
      const since = period === 'week' ? startOfWeek(new Date()) : null;
      // RANK() lets ties share a place; ROW_NUMBER() cuts the list at exactly 20 rows. Only
      // the top rows and the caller's leave the database.
      const { rows } = await db.execute<RankedRow>(sql`
        WITH totals AS (
          SELECT uid, SUM(points) AS points
          FROM point_events
          ${since ? sql`WHERE earned_at >= ${since.toISOString()}::timestamptz` : sql``}
          GROUP BY uid
          HAVING SUM(points) > 0
        ), ranked AS (
          SELECT uid, points,
            RANK() OVER (ORDER BY points DESC) AS rank,
            ROW_NUMBER() OVER (ORDER BY points DESC, uid) AS position
          FROM totals
        )
        SELECT ranked.uid, users.username, ranked.points, ranked.rank
        FROM ranked LEFT JOIN users ON users.uid = ranked.uid
        WHERE ranked.position <= ${LEADERBOARD_SIZE} OR ranked.uid = ${caller.uid}
        ORDER BY ranked.position
      `);
      // pg answers bigint sums as strings, PGlite as numbers.
      const entries = rows.map((row) => ({
        uid: row.uid,
        entry: {
          rank: Number(row.rank),
          // Accounts made before sign-up wrote a users row still show the caller's own name.
          name: publicName(row.username ?? (row.uid === caller.uid ? caller.name : null)),
          points: Number(row.points),
          isCaller: row.uid === caller.uid,
        } satisfies LeaderboardEntry,
      }));
      const top = entries.slice(0, LEADERBOARD_SIZE).map(({ entry }) => entry);
      const mine = entries.find(({ uid }) => uid === caller.uid)?.entry ?? null;
      return { period, since: since?.toISOString() ?? null, top, caller: mine };
    },
  );
};
