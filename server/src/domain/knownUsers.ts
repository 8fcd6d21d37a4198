import type { Caller } from '../auth/verifier';
import type { Database } from '../db/open';
import { users } from '../db/schema';

/**
 * Remembers a caller's verified name and e-mail the first time they write something others
 * see, so that accounts made before (or without) /signup are still named.
 */
export async function rememberCaller(db: Pick<Database, 'insert'>, caller: Caller) {
  await db
    .insert(users)
    .values({ uid: caller.uid, username: caller.name ?? '', email: caller.email ?? '' })
    .onConflictDoNothing({ target: users.uid });
}
