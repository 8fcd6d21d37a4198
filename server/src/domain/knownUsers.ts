import { sql } from 'drizzle-orm';
import type { Caller } from '../auth/verifier';
import type { Database } from '../db/open';
import { users } from '../db/schema';

/**
 * The address to keep for a caller: only one the identity provider has verified, since anyone
 * can sign up under someone else's address (and administrators find accounts by it).
 */
export const storedEmailOf = (caller: Caller): string | null =>
  caller.emailVerified && caller.email ? caller.email : null;

/**
 * Remembers a caller's name and verified address the first time they write something others
 * see, so that accounts made before (or without) /signup are still named; an address verified
 * since is stored then too.
 */
export async function rememberCaller(db: Pick<Database, 'insert'>, caller: Caller) {
  const email = storedEmailOf(caller);
  const insert = db.insert(users).values({ uid: caller.uid, username: caller.name ?? '', email });
  await (email
    ? insert.onConflictDoUpdate({
        target: users.uid,
        set: { email },
        setWhere: sql`${users.email} is distinct from ${email}`,
      })
    : insert.onConflictDoNothing({ target: users.uid }));
}
