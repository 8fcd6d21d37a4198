import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHILDREN_MAX,
  TOO_MANY_CHILDREN,
  type Child,
  type childCreateSchema,
} from '../../../contract/children';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { TEXT_SIZE_DEFAULT } from '../../../contract/limits';
import { preferencesFrom } from '../../../contract/preferenceChecks';
import type { ReaderPreferences } from '../../../contract/preferences';
import { HttpError } from '../auth/plugin';
import { children, readerPreferences } from '../db/schema';
import type { Transaction } from './liveAccount';
import type { ChildRow } from './readers';

/** A profile as the API answers it. */
export const toChild = (row: ChildRow): Child => ({
  id: row.id,
  nickname: row.nickname,
  avatar: row.avatar,
  storyLanguage: row.storyLanguage,
  interfaceLanguage: row.interfaceLanguage,
  textSize: row.textSize,
  onLeaderboard: row.onLeaderboard,
  createdAt: row.createdAt.toISOString(),
});

const isInterfaceLanguage = (language: string): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

/** The account's own saved settings, or null. */
async function savedPreferencesOf(tx: Transaction, uid: string) {
  const [row] = await tx
    .select({ preferences: readerPreferences.preferences })
    .from(readerPreferences)
    .where(eq(readerPreferences.uid, uid));
  return row ? preferencesFrom(row.preferences) : null;
}

/**
 * Creates a child of the account, at most CHILDREN_MAX (409 past it). Two creations at once
 * take turns on the account's children lock, so neither can count past the other. Languages
 * not given are the account's saved story language (the interface language too when it is
 * one of the eight, else English); the text size is the reader's default.
 */
export async function createChild(
  tx: Transaction,
  ownerUid: string,
  input: z.output<typeof childCreateSchema>,
): Promise<ChildRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`children:${ownerUid}`}))`);
  const [existing] = await tx
    .select({ total: count() })
    .from(children)
    .where(eq(children.ownerUid, ownerUid));
  if ((existing?.total ?? 0) >= CHILDREN_MAX) throw new HttpError(409, TOO_MANY_CHILDREN);
  const saved = await savedPreferencesOf(tx, ownerUid);
  const accountLanguage = saved?.language ?? 'english';
  const [row] = await tx
    .insert(children)
    .values({
      id: randomUUID(),
      ownerUid,
      nickname: input.nickname,
      avatar: input.avatar,
      storyLanguage: input.storyLanguage ?? accountLanguage,
      interfaceLanguage:
        input.interfaceLanguage ??
        (isInterfaceLanguage(accountLanguage) ? accountLanguage : 'english'),
      textSize: input.textSize ?? TEXT_SIZE_DEFAULT,
      onLeaderboard: input.onLeaderboard,
    })
    .returning();
  return row!;
}

/**
 * A child's reader settings: those saved for the child (the defaults before any save), with
 * the story language and text size of the child's profile, which a parent sets.
 */
export function childPreferences(
  child: ChildRow,
  saved: ReaderPreferences | null,
): ReaderPreferences {
  return {
    ...preferencesFrom(saved),
    language: child.storyLanguage,
    textSize: child.textSize,
  };
}
