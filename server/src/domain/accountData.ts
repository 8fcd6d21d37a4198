import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RemovableData } from '../../../contract/accounts';
import type { Database } from '../db/open';
import {
  boardPosts,
  boardPostsMade,
  boardReports,
  errorLog,
  messages,
  narrationQuota,
  pointEvents,
  quizAttempts,
  quizDrafts,
  quizzes,
  readerPreferences,
  readingProgress,
  recordings,
  stories,
  users,
} from '../db/schema';

type Executor = Pick<Database, 'select' | 'delete' | 'update'>;

/** Rows of one kind that belong to a user, counted for the preview and deleted with them. */
interface OwnedRows {
  table: PgTable;
  where(uid: string): SQL | undefined;
}

const OWNED: Record<Exclude<keyof RemovableData, 'publishedStories'>, OwnedRows[]> = {
  boardPosts: [{ table: boardPosts, where: (uid) => eq(boardPosts.author, uid) }],
  readingProgress: [{ table: readingProgress, where: (uid) => eq(readingProgress.uid, uid) }],
  inboxMessages: [{ table: messages, where: (uid) => eq(messages.recipient, uid) }],
  quizzes: [
    { table: quizzes, where: (uid) => eq(quizzes.createdBy, uid) },
    { table: quizDrafts, where: (uid) => eq(quizDrafts.uid, uid) },
  ],
  recordings: [{ table: recordings, where: (uid) => eq(recordings.recordedBy, uid) }],
  pendingStories: [
    {
      table: stories,
      where: (uid) => and(eq(stories.createdBy, uid), ne(stories.status, 'published')),
    },
  ],
};

const publishedBy = (uid: string) =>
  and(eq(stories.createdBy, uid), eq(stories.status, 'published'));

async function countRows(db: Executor, rows: OwnedRows[], uid: string) {
  let total = 0;
  for (const { table, where } of rows) {
    const [row] = await db.select({ total: count() }).from(table).where(where(uid));
    total += row?.total ?? 0;
  }
  return total;
}

/** What deleting the account would remove (and which published stories lose a name). */
export async function countRemovableData(db: Executor, uid: string): Promise<RemovableData> {
  const entries = await Promise.all(
    Object.entries(OWNED).map(async ([kind, rows]) => [kind, await countRows(db, rows, uid)]),
  );
  const [published] = await db.select({ total: count() }).from(stories).where(publishedBy(uid));
  return {
    ...(Object.fromEntries(entries) as Omit<RemovableData, 'publishedStories'>),
    publishedStories: published?.total ?? 0,
  };
}

/**
 * Deletes every row of the user, in the caller's transaction. Published stories they asked
 * for stay in the library without their name; their error reports stay without their id.
 */
export async function removeAccountData(tx: Executor, uid: string): Promise<RemovableData> {
  const removed = await countRemovableData(tx, uid);
  for (const rows of Object.values(OWNED)) {
    for (const { table, where } of rows) await tx.delete(table).where(where(uid));
  }
  await tx.update(stories).set({ createdBy: null }).where(publishedBy(uid));
  await tx.delete(boardReports).where(eq(boardReports.reporter, uid));
  await tx.delete(boardPostsMade).where(eq(boardPostsMade.author, uid));
  await tx.delete(quizAttempts).where(eq(quizAttempts.uid, uid));
  await tx.delete(pointEvents).where(eq(pointEvents.uid, uid));
  await tx.delete(readerPreferences).where(eq(readerPreferences.uid, uid));
  await tx.delete(narrationQuota).where(eq(narrationQuota.subject, `user:${uid}`));
  await tx.update(errorLog).set({ uid: null }).where(eq(errorLog.uid, uid));
  await tx.delete(users).where(eq(users.uid, uid));
  return removed;
}

/** "m•••@kahani.local": enough for an administrator to recognise a request, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${Array.from(email)[0]}•••${email.slice(at)}`;
}
