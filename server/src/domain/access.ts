import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { stories } from '../db/schema';
import type { StoryRow } from './storyRecords';

/** Published stories are public; others only for their requester and administrators. */
export function assertCanView(
  app: FastifyInstance,
  request: FastifyRequest,
  row: StoryRow | undefined,
): StoryRow {
  if (!row) throw new HttpError(404, 'Story not found');
  if (row.status === 'published') return row;
  const caller = request.caller;
  if (caller && (caller.uid === row.createdBy || app.isAdmin(caller))) return row;
  // Not revealing that the story exists.
  throw new HttpError(404, 'Story not found');
}

/** Only the owner of {uid} may read what belongs to it. */
export function assertSelf(app: FastifyInstance, request: FastifyRequest, uid: string): void {
  const caller = app.requireCaller(request);
  if (caller.uid !== uid) throw new HttpError(403, 'You can only see your own things.');
}

/**
 * The story a reader reports a page of (progress, coach results): one the caller may see
 * (else 404), with that page (else 400).
 */
export async function assertReadablePage(
  app: FastifyInstance,
  request: FastifyRequest,
  db: Pick<Database, 'select'>,
  storyId: string,
  pageNo: number,
): Promise<StoryRow> {
  const [story] = await db.select().from(stories).where(eq(stories.id, storyId));
  const row = assertCanView(app, request, story);
  if (pageNo > row.pages.length)
    throw new HttpError(400, `body.page_no: the story has ${row.pages.length} pages`);
  return row;
}
