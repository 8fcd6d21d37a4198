import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_CONFIRMATION_MISMATCH,
  ADMIN_NOT_DELETABLE,
  accountDeletionBodySchema,
  accountDeletionListSchema,
  accountDeletionSchema,
  accountListSchema,
  accountSearchQuerySchema,
  type Account,
} from '../../../contract/accounts';
import { errorSchema } from '../../../contract/api';
import { UID_MAX } from '../../../contract/limits';
import { safeId } from '../../../contract/text';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import type { AccountAdmin, IdentityAccount } from '../auth/verifier';
import { accountDeletions, users } from '../db/schema';
import { countRemovableData, maskEmail, removeAccountData } from '../domain/accountData';
import { lockAccountForRemoval } from '../domain/liveAccount';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const SEARCH_LIMIT = 20;
const DELETIONS_SHOWN = 100;

/** LIKE matches the typed text literally, even with % or _ in it. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps & { accounts?: AccountAdmin }> = async (
  app,
  { db, accounts },
) => {
  const identity = () => {
    if (!accounts) throw new HttpError(503, 'Account removal is not available on this server.');
    return accounts;
  };

  /**
   * The account behind `uid` with its verified address: the one stored at sign-up (only
   * verified addresses are), else the identity provider's when it is verified and `email`.
   */
  const verifiedAccount = async (uid: string, email: string) => {
    const [known] = await db
      .select({ uid: users.uid, email: users.email, name: users.username })
      .from(users)
      .where(eq(users.uid, uid));
    if (known?.email) return { ...known, email: known.email };
    const found = await identity().findUserByEmail(email);
    return found?.uid === uid ? found : undefined;
  };

  const describe = async (account: IdentityAccount): Promise<Account> => ({
    uid: account.uid,
    email: account.email,
    name: account.name ?? '',
    isAdmin: app.isAdmin(account),
    data: await countRemovableData(db, account.uid),
  });

  app.get(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Finds accounts by (part of) their verified e-mail address (administrators)',
        querystring: accountSearchQuerySchema,
        response: { 200: accountListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { email } = request.query;
      const rows = await db
        .select({ uid: users.uid, email: users.email, name: users.username })
        .from(users)
        .where(and(isNotNull(users.email), sql`lower(${users.email}) like ${likePattern(email)}`))
        .orderBy(users.email)
        .limit(SEARCH_LIMIT);
      const known = rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
      // Accounts whose verified address is not stored here (they never used the API, or
      // verified it since) are found by their exact address.
      const exact = email.includes('@') ? await identity().findUserByEmail(email) : null;
      const found = exact && !known.some((row) => row.uid === exact.uid) ? [exact] : [];
      return Promise.all([...found, ...known].map(describe));
    },
  );

  app.delete(
    '/accounts/:uid',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Deletes an account and every row of it; published stories stay without the name',
        params: z.object({ uid: safeId('uid', UID_MAX) }),
        body: accountDeletionBodySchema,
        response: { 200: accountDeletionSchema, ...errors, 503: errorSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const admin = app.requireAdmin(request);
      const { uid } = request.params;
      const { confirmEmail } = request.body;
      if (app.isAdmin({ uid })) throw new HttpError(403, ADMIN_NOT_DELETABLE);
      const account = await verifiedAccount(uid, confirmEmail);
      if (!account) throw new HttpError(404, 'Account not found');
      if (account.email.toLowerCase() !== confirmEmail.toLowerCase()) {
        throw new HttpError(400, ACCOUNT_CONFIRMATION_MISMATCH);
      }
      // The sign-in goes first: whatever happens next, the person can no longer sign in.
      await identity().deleteUser(uid);
      const record = await db.transaction(async (tx) => {
        // Writes of the account still under way end first; later ones find it removed.
        await lockAccountForRemoval(tx, uid);
        const removed = await removeAccountData(tx, uid);
        const [row] = await tx
          .insert(accountDeletions)
          .values({
            id: randomUUID(),
            uid,
            maskedEmail: maskEmail(account.email),
            deletedBy: admin.name ?? admin.email ?? admin.uid,
            removed,
          })
          .returning();
        return row!;
      });
      request.log.info({ uid, deletedBy: admin.uid }, 'account deleted');
      return toDeletion(record);
    },
  );

  app.get(
    '/accounts/deletions',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The audit log of deleted accounts, newest first (administrators)',
        response: { 200: accountDeletionListSchema, ...errors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const rows = await db
        .select()
        .from(accountDeletions)
        .orderBy(desc(accountDeletions.createdAt))
        .limit(DELETIONS_SHOWN);
      return rows.map(toDeletion);
    },
  );
};

function toDeletion(row: typeof accountDeletions.$inferSelect) {
  return {
    _id: row.id,
    uid: row.uid,
    maskedEmail: row.maskedEmail,
    deletedBy: row.deletedBy,
    removed: accountDeletionSchema.shape.removed.parse(row.removed),
    createdAt: row.createdAt.toISOString(),
  };
}
