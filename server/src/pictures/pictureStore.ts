import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { picturePath, type Picture } from '../../../contract/pictures';
import type { Database } from '../db/open';
import { pictures, stories } from '../db/schema';

/** A write of the picture library, alone or inside a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A library picture's address anywhere in a story's pages (PostgreSQL regular expression). */
const PICTURE_REFERENCE = '/pictures/([0-9a-f]{64})\\.svg';

const listColumns = {
  hash: pictures.hash,
  name: pictures.name,
  size: pictures.size,
  createdAt: pictures.createdAt,
};
type PictureRow = { hash: string; name: string; size: number; createdAt: Date };

function toPicture(row: PictureRow, usedBy: Picture['usedBy'] = []): Picture {
  return {
    hash: row.hash,
    name: row.name,
    size: row.size,
    path: picturePath(row.hash),
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}

/** Every picture, newest first, with the stories that show it (one pass over the stories). */
export async function listPictures(db: Database): Promise<Picture[]> {
  const [rows, references] = await Promise.all([
    db.select(listColumns).from(pictures).orderBy(desc(pictures.createdAt), pictures.hash),
    db
      .select({
        _id: stories.id,
        title: stories.title,
        hashes: sql<
          string[]
        >`ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(${stories.pages}::text, ${PICTURE_REFERENCE}, 'g') AS m)`,
      })
      .from(stories)
      .where(sql`strpos(${stories.pages}::text, '/pictures/') > 0`)
      .orderBy(stories.title),
  ]);
  const usedBy = new Map<string, Picture['usedBy']>();
  for (const { _id, title, hashes } of references) {
    for (const hash of hashes) usedBy.set(hash, [...(usedBy.get(hash) ?? []), { _id, title }]);
  }
  return rows.map((row) => toPicture(row, usedBy.get(row.hash)));
}

/** The stored SVG text of a picture, or null. */
export async function findPictureSvg(db: Database, hash: string): Promise<string | null> {
  const [row] = await db
    .select({ svg: pictures.svg })
    .from(pictures)
    .where(eq(pictures.hash, hash));
  return row?.svg ?? null;
}

/**
 * Stores a sanitised picture under the hash of its bytes. The same bytes uploaded again
 * (by anyone, in any process) find the picture already there and keep its first name.
 */
export async function storePicture(
  db: Database | Transaction,
  picture: { name: string; svg: string; uploadedBy: string },
): Promise<{ picture: Picture; duplicate: boolean }> {
  const bytes = Buffer.from(picture.svg, 'utf8');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const [inserted] = await db
    .insert(pictures)
    .values({
      hash,
      name: picture.name,
      svg: picture.svg,
      size: bytes.length,
      uploadedBy: picture.uploadedBy,
    })
    .onConflictDoNothing()
    .returning(listColumns);
  if (inserted) return { picture: toPicture(inserted), duplicate: false };
  const [existing] = await db.select(listColumns).from(pictures).where(eq(pictures.hash, hash));
  if (!existing) throw new Error(`picture ${hash} vanished while it was stored`);
  return { picture: toPicture(existing), duplicate: true };
}

export interface PictureUse {
  _id: string;
  title: string;
  pageNumbers: number[];
}

/** Stories with a page that mentions the picture's address, with those pages' numbers. */
export async function storiesUsing(db: Database, hash: string): Promise<PictureUse[]> {
  const path = picturePath(hash);
  return db
    .select({
      _id: stories.id,
      title: stories.title,
      pageNumbers: sql<
        number[]
      >`ARRAY(SELECT (page->>'page_no')::int FROM jsonb_array_elements(${stories.pages}) AS page WHERE strpos(page::text, ${path}) > 0 ORDER BY 1)`,
    })
    .from(stories)
    .where(sql`strpos(${stories.pages}::text, ${path}) > 0`)
    .orderBy(stories.title);
}

/** Deletes a picture; false when there was none. */
export async function deletePicture(db: Database, hash: string): Promise<boolean> {
  const deleted = await db
    .delete(pictures)
    .where(eq(pictures.hash, hash))
    .returning({ hash: pictures.hash });
  return deleted.length > 0;
}
