import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RemovableData } from '../../../contract/accounts';
import type { Database } from '../db/open';
import {
  boardPosts,
  boardPostsMade,
  boardReports,
  children,
  errorLog,
  messages,
  narrationQuota,
  quizDrafts,
  quizzes,
  readingProgress,
  recordings,
  stories,
  users,
} from '../db/schema';
import { readerKeysOfAccount, removeReaderData } from './readers';

type Executor = Pick<Database, 'select' | 'delete' | 'update'>;

/** An account and its readers: its uid and its children's reader keys (readers.ts). */
interface AccountKeys {
  uid: string;
  readers: string[];
}

/** Rows of one kind that belong to a user, counted for the preview and deleted with them. */
interface OwnedRows {
  table: PgTable;
  where(account: AccountKeys): SQL | undefined;
}

const OWNED: Record<Exclude<keyof RemovableData, 'publishedStories'>, OwnedRows[]> = {
  boardPosts: [{ table: boardPosts, where: ({ uid }) => eq(boardPosts.author, uid) }],
  // The account's own stories read and its children's.
  readingProgress: [
    { table: readingProgress, where: ({ readers }) => inArray(readingProgress.uid, readers) },
  ],
  inboxMessages: [{ table: messages, where: ({ uid }) => eq(messages.recipient, uid) }],
  quizzes: [
    { table: quizzes, where: ({ uid }) => eq(quizzes.createdBy, uid) },
    { table: quizDrafts, where: ({ uid }) => eq(quizDrafts.uid, uid) },
  ],
  recordings: [{ table: recordings, where: ({ uid }) => eq(recordings.recordedBy, uid) }],
  pendingStories: [
    {
      table: stories,
      where: ({ uid }) => and(eq(stories.createdBy, uid), ne(stories.status, 'published')),
    },
  ],
  children: [{ table: children, where: ({ uid }) => eq(children.ownerUid, uid) }],
};

const publishedBy = (uid: string) =>
  and(eq(stories.createdBy, uid), eq(stories.status, 'published'));

async function countRows(db: Executor, rows: OwnedRows[], account: AccountKeys) {
  let total = 0;
  for (const { table, where } of rows) {
    const [row] = await db.select({ total: count() }).from(table).where(where(account));
    total += row?.total ?? 0;
  }
  return total;
}

async function countOwned(db: Executor, account: AccountKeys): Promise<RemovableData> {
  const entries = await Promise.all(
    Object.entries(OWNED).map(async ([kind, rows]) => [kind, await countRows(db, rows, account)]),
  );
  const [published] = await db
    .select({ total: count() })
    .from(stories)
    .where(publishedBy(account.uid));
  return {
    ...(Object.fromEntries(entries) as Omit<RemovableData, 'publishedStories'>),
    publishedStories: published?.total ?? 0,
  };
}

const accountKeysOf = async (db: Executor, uid: string): Promise<AccountKeys> => ({
  uid,
  readers: await readerKeysOfAccount(db, uid),
});

/** What deleting the account would remove (and which published stories lose a name). */
export async function countRemovableData(db: Executor, uid: string): Promise<RemovableData> {
  return countOwned(db, await accountKeysOf(db, uid));
}

/**
 * Deletes every row of the user and of their children, in the caller's transaction. Published
 * stories they asked for stay in the library without their name; their error reports stay
 * without their id.
 */
export async function removeAccountData(tx: Executor, uid: string): Promise<RemovableData> {
  const account = await accountKeysOf(tx, uid);
  const removed = await countOwned(tx, account);
  // Progress, points, quiz attempts, settings, reading events and coach words of every reader.
  await removeReaderData(tx, account.readers);
  for (const rows of Object.values(OWNED)) {
    for (const { table, where } of rows) await tx.delete(table).where(where(account));
  }
  await tx.update(stories).set({ createdBy: null }).where(publishedBy(uid));
  await tx.delete(boardReports).where(eq(boardReports.reporter, uid));
  await tx.delete(boardPostsMade).where(eq(boardPostsMade.author, uid));
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
