import { and, eq, inArray } from 'drizzle-orm';
import { CHILD_NOT_FOUND } from '../../../contract/children';
import { HttpError } from '../auth/plugin';
import type { Caller } from '../auth/verifier';
import type { Database } from '../db/open';
import {
  children,
  coachWords,
  pointEvents,
  quizAttempts,
  readerPreferences,
  readingEvents,
  readingProgress,
} from '../db/schema';

/*
 * A reader is an account or one of its children (docs/children.md). The tables kept per
 * reader are keyed by the account's uid, or by the child's reader key in the same column:
 * one ledger and one primary key per reader, so "only the first time counts" stays a
 * conflict the database settles, for a child as for an account.
 */

export const CHILD_KEY_PREFIX = 'child:';

/** The reader key of a child: "child:<id>". */
export const childReaderKey = (childId: string) => `${CHILD_KEY_PREFIX}${childId}`;

/** The child id in a reader key, or null for an account's uid. */
export const childIdOfReaderKey = (reader: string) =>
  reader.startsWith(CHILD_KEY_PREFIX) ? reader.slice(CHILD_KEY_PREFIX.length) : null;

export type ChildRow = typeof children.$inferSelect;
type Reader = Pick<Database, 'select'>;

/**
 * The caller's own child, or 404 "Child not found." (for another family's child as for an
 * unknown id: nobody learns that another family's child exists). `lock` holds the row until
 * the transaction ends, so a write for the child cannot land after the child's removal.
 */
export async function ownChild(
  db: Reader,
  caller: Pick<Caller, 'uid'>,
  childId: string,
  { lock = false } = {},
): Promise<ChildRow> {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.ownerUid, caller.uid)));
  const [row] = await (lock ? query.for('share') : query);
  if (!row) throw new HttpError(404, CHILD_NOT_FOUND);
  return row;
}

/** Who reads: the caller's uid without `childId`, the child's reader key with it. */
export async function readerKeyOf(
  db: Reader,
  caller: Pick<Caller, 'uid'>,
  childId?: string,
  options: { lock?: boolean } = {},
): Promise<string> {
  if (childId === undefined) return caller.uid;
  const child = await ownChild(db, caller, childId, options);
  return childReaderKey(child.id);
}

/**
 * The reader key for a write of the reader's rows, in the write's transaction: a child's row
 * stays held until the write commits, so the child's removal waits for it (and a write that
 * comes after the removal finds no child).
 */
export const readerKeyForWrite = (
  tx: Reader,
  caller: Pick<Caller, 'uid'>,
  childId: string | undefined,
) => readerKeyOf(tx, caller, childId, { lock: true });

/** The reader keys of an account: its uid, then its children's, in creation order. */
export async function readerKeysOfAccount(db: Reader, uid: string): Promise<string[]> {
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.ownerUid, uid))
    .orderBy(children.createdAt, children.id);
  return [uid, ...rows.map((row) => childReaderKey(row.id))];
}

/** Every table kept per reader, by its reader column. */
const READER_COLUMNS = [
  readingProgress.uid,
  pointEvents.uid,
  quizAttempts.uid,
  readerPreferences.uid,
  readingEvents.reader,
  coachWords.reader,
] as const;

/**
 * Deletes everything kept for these readers (progress, points, quiz attempts, settings,
 * reading events, coach words), in the caller's transaction.
 */
export async function removeReaderData(
  tx: Pick<Database, 'delete'>,
  readers: readonly string[],
): Promise<void> {
  if (!readers.length) return;
  for (const column of READER_COLUMNS) {
    await tx.delete(column.table).where(inArray(column, [...readers]));
  }
}
