import { eq, sql } from 'drizzle-orm';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { accountDeletions } from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const ACCOUNT_REMOVED = 'This account was deleted.';

/**
 * Account locks live in the two-key space of advisory locks, under a class of their own, so
 * they never share a key with the one-key locks other writes take (the board's pace lock).
 */
const ACCOUNT_LOCK_CLASS = 0x4b_41_43; // "KAC"
const accountLockKeys = (uid: string) => sql`${ACCOUNT_LOCK_CLASS}::int, hashtext(${uid})`;

/**
 * Read committed, whatever the server's default: every statement sees what committed before
 * it started, so the check below, made after the lock was granted, sees a removal that held
 * the lock meanwhile. (Under repeatable read the snapshot would date from before the wait.)
 */
const WRITE_ISOLATION = { isolationLevel: 'read committed' } as const;

/**
 * Runs a write of `uid`'s data in a transaction that holds the account's lock (shared), and
 * refuses it with 401 when the account was removed meanwhile. A write that started before the
 * removal (a recording still being aligned, say) either commits before the removal takes the
 * lock, so the removal deletes it, or sees the removal and stores nothing.
 */
export async function withLiveAccount<T>(
  db: Database,
  uid: string,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${accountLockKeys(uid)})`);
    const [removed] = await tx
      .select({ uid: accountDeletions.uid })
      .from(accountDeletions)
      .where(eq(accountDeletions.uid, uid))
      .limit(1);
    if (removed) throw new HttpError(401, ACCOUNT_REMOVED);
    return write(tx);
  }, WRITE_ISOLATION);
}

/**
 * Takes the account's lock alone; call it first in the removal's transaction. Every write of
 * the account already under way finishes first, and every later one sees the removal. The
 * removal reads committed too, so its deletes find the rows those writes committed while it
 * waited (PostgreSQL refuses the isolation level when it is not the first statement).
 */
export async function lockAccountForRemoval(tx: Transaction, uid: string): Promise<void> {
  await tx.execute(sql`set transaction isolation level read committed`);
  await tx.execute(sql`select pg_advisory_xact_lock(${accountLockKeys(uid)})`);
}
