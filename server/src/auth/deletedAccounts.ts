import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { accountDeletions } from '../db/schema';
import type { TokenVerifier } from './verifier';

/**
 * ID tokens stay valid for up to an hour after their account is deleted; this refuses them
 * at once, in every API process, with one indexed lookup per signed-in request.
 */
export function refuseDeletedAccounts(verifier: TokenVerifier, db: Database): TokenVerifier {
  return {
    async verify(token) {
      const caller = await verifier.verify(token);
      const [deleted] = await db
        .select({ uid: accountDeletions.uid })
        .from(accountDeletions)
        .where(eq(accountDeletions.uid, caller.uid))
        .limit(1);
      if (deleted) throw new Error('This account was deleted.');
      return caller;
    },
  };
}
