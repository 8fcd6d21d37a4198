import { and, asc, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  BOARD_POST_WINDOW_MINUTES,
  BOARD_POSTS_PER_WINDOW,
  type BoardPost,
} from '../../../contract/board';
import type { Database } from '../db/open';
import { boardPosts, boardPostsMade, boardReports, users } from '../db/schema';
import { publicName } from './publicName';

/** Who is looking at the board decides what they may see of it. */
export interface BoardViewer {
  uid: string;
  isAdmin: boolean;
}

const reportCount = sql<number>`(select count(*)::int from ${boardReports} where ${boardReports.postId} = ${boardPosts.id})`;

/** Posts the viewer may see: every visible post, their own hidden ones, all for admins. */
export function visibleTo(viewer: BoardViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(eq(boardPosts.hidden, false), eq(boardPosts.author, viewer.uid));
}

/** Visible posts someone reported since their last review: an administrator's queue. */
export const awaitingReview = and(eq(boardPosts.hidden, false), gt(reportCount, 0));

/** Posts as the viewer sees them, one query with the author's name and report figures. */
export async function findPostViews(
  db: Database,
  viewer: BoardViewer,
  options: { where?: SQL | undefined; mostReportedFirst?: boolean; limit: number; offset?: number },
): Promise<BoardPost[]> {
  const reportedByMe = sql<boolean>`exists(select 1 from ${boardReports} where ${boardReports.postId} = ${boardPosts.id} and ${boardReports.reporter} = ${viewer.uid})`;
  const newestFirst = [desc(boardPosts.createdAt), desc(boardPosts.id)];
  const rows = await db
    .select({
      id: boardPosts.id,
      author: boardPosts.author,
      text: boardPosts.text,
      hidden: boardPosts.hidden,
      createdAt: boardPosts.createdAt,
      username: users.username,
      reports: reportCount,
      reportedByMe,
    })
    .from(boardPosts)
    .leftJoin(users, eq(users.uid, boardPosts.author))
    .where(and(visibleTo(viewer), options.where))
    .orderBy(...(options.mostReportedFirst ? [desc(reportCount), ...newestFirst] : newestFirst))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    _id: row.id,
    authorName: publicName(row.username),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    mine: row.author === viewer.uid,
    reportedByMe: Boolean(row.reportedByMe),
    hidden: row.hidden,
    reports: viewer.isAdmin ? Number(row.reports) : 0,
  }));
}

export async function countPosts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(boardPosts).where(where);
  return row?.total ?? 0;
}

export async function findPostView(db: Database, viewer: BoardViewer, postId: string) {
  const [post] = await findPostViews(db, viewer, { where: eq(boardPosts.id, postId), limit: 1 });
  return post;
}

const paceWindowStart = sql`now() - make_interval(mins => ${BOARD_POST_WINDOW_MINUTES})`;

/**
 * Seconds until `author` may post again (0 when they may now). Posts made count, deleted
 * ones included, so deleting one's posts makes no room for more. Call it holding the author's
 * posting lock.
 */
export async function secondsUntilAllowed(
  tx: Pick<Database, 'select'>,
  author: string,
): Promise<number> {
  const recent = await tx
    .select({ madeAt: boardPostsMade.madeAt })
    .from(boardPostsMade)
    .where(and(eq(boardPostsMade.author, author), gt(boardPostsMade.madeAt, paceWindowStart)))
    .orderBy(asc(boardPostsMade.madeAt));
  if (recent.length < BOARD_POSTS_PER_WINDOW) return 0;
  const oldest = recent[recent.length - BOARD_POSTS_PER_WINDOW]!.madeAt.getTime();
  const freeAt = oldest + BOARD_POST_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
}

/** Notes a new post for the pace, and forgets every post made before the pace window. */
export async function recordPostMade(
  tx: Pick<Database, 'insert' | 'delete'>,
  postId: string,
  author: string,
): Promise<void> {
  await tx.delete(boardPostsMade).where(lte(boardPostsMade.madeAt, paceWindowStart));
  await tx.insert(boardPostsMade).values({ postId, author });
}
