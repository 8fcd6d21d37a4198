import { and, desc, eq, sql } from 'drizzle-orm';
import {
  fallbackPicturePath,
  parsePicturePath,
  picturePath,
  type FallbackFormat,
  type PictureFile,
} from '../../../contract/picturePaths';
import type { Picture } from '../../../contract/pictures';
import type { Database } from '../db/open';
import { pictureVariants, pictures, stories } from '../db/schema';
import type { PreparedPicture } from './preparePicture';

/** A write of the picture library, alone or inside a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Bytes travel to and from the database as base64 text: PGlite turns a bytea parameter into
 * text byte by byte (about 0.2 s per 500 KB file), where decode() takes a tenth of that.
 */
export const asBytea = (bytes: Buffer) =>
  sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;
const fromBytea = (column: typeof pictures.fallback | typeof pictureVariants.bytes) =>
  sql<string | null>`encode(${column}, 'base64')`;

/**
 * A library picture's address anywhere in a story's pages (PostgreSQL regular expression):
 * an SVG, or a raster picture's fallback.
 */
const PICTURE_REFERENCE = '/pictures/([0-9a-f]{64})(?:\\.svg|-[0-9]+\\.(?:jpg|png))';

const listColumns = {
  hash: pictures.hash,
  name: pictures.name,
  format: pictures.format,
  width: pictures.width,
  size: pictures.size,
  createdAt: pictures.createdAt,
};
type PictureRow = {
  hash: string;
  name: string;
  format: 'svg' | FallbackFormat;
  width: number | null;
  size: number;
  createdAt: Date;
};

/** The address a page holds for the picture: its SVG, or its raster fallback. */
function pathOf(row: Pick<PictureRow, 'hash' | 'format' | 'width'>): string {
  if (row.format === 'svg') return picturePath(row.hash);
  if (row.width === null) throw new Error(`raster picture ${row.hash} has no width`);
  return fallbackPicturePath(row.hash, row.width, row.format);
}

function toPicture(row: PictureRow, usedBy: Picture['usedBy'] = []): Picture {
  return {
    hash: row.hash,
    name: row.name,
    size: row.size,
    path: pathOf(row),
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

/** One stored file of the library, as it is served. */
export interface StoredPictureFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const SVG_TYPE = 'image/svg+xml';
const FALLBACK_TYPES: Record<FallbackFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
};

/**
 * The file an address names, exactly: the SVG, the fallback at the width and in the format
 * the address says, or the WebP copy at that width; null when there is no such file (an
 * unknown width is not answered with another one: every width offered is in srcset).
 */
export async function findServedFile(
  db: Database,
  file: PictureFile,
): Promise<StoredPictureFile | null> {
  if (file.kind === 'variant') {
    const [row] = await db
      .select({ bytes: fromBytea(pictureVariants.bytes) })
      .from(pictureVariants)
      .where(
        and(
          eq(pictureVariants.hash, file.hash),
          eq(pictureVariants.width, file.width),
          eq(pictureVariants.format, 'webp'),
        ),
      );
    if (!row?.bytes) return null;
    return {
      bytes: Buffer.from(row.bytes, 'base64'),
      contentType: 'image/webp',
      extension: 'webp',
    };
  }
  const full = await findFullSizeFile(db, file.hash);
  if (!full) return null;
  if (file.kind === 'svg') return full.format === 'svg' ? full.file : null;
  return full.format === file.format && full.width === file.width ? full.file : null;
}

async function findFullSizeFile(
  db: Database,
  hash: string,
): Promise<{
  format: 'svg' | FallbackFormat;
  width: number | null;
  file: StoredPictureFile;
} | null> {
  const [row] = await db
    .select({
      format: pictures.format,
      width: pictures.width,
      svg: pictures.svg,
      fallback: fromBytea(pictures.fallback),
    })
    .from(pictures)
    .where(eq(pictures.hash, hash));
  if (!row) return null;
  if (row.format === 'svg') {
    const bytes = Buffer.from(row.svg ?? '', 'utf8');
    return { format: 'svg', width: null, file: { bytes, contentType: SVG_TYPE, extension: 'svg' } };
  }
  const bytes = Buffer.from(row.fallback ?? '', 'base64');
  return { format: row.format, width: row.width, file: { bytes, ...FALLBACK_TYPES[row.format] } };
}

/**
 * The full-size file of any library path (an SVG's text as bytes, or a raster picture's
 * fallback; a variant's path gives its picture's fallback), or null when the path is not the
 * library's or the picture is gone. Exports put this file in a book.
 */
export async function findPictureFile(
  db: Database,
  path: string,
): Promise<{ bytes: Buffer; contentType: string; extension: string } | null> {
  const file = parsePicturePath(path);
  if (!file) return null;
  return (await findFullSizeFile(db, file.hash))?.file ?? null;
}

/**
 * Stores a prepared picture under its hash, with a raster picture's copies, all or nothing.
 * The same picture stored again (by anyone, in any process) finds the one already there and
 * keeps its first name.
 */
export async function storePreparedPicture(
  db: Database | Transaction,
  prepared: PreparedPicture,
  owner: { name: string; uploadedBy: string },
): Promise<{ picture: Picture; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const file =
      prepared.kind === 'svg'
        ? { format: 'svg' as const, svg: prepared.svg, size: Buffer.byteLength(prepared.svg) }
        : {
            format: prepared.fallback.format,
            fallback: asBytea(prepared.fallback.bytes),
            width: prepared.fallback.width,
            height: prepared.fallback.height,
            size: prepared.fallback.bytes.length,
          };
    const [inserted] = await tx
      .insert(pictures)
      .values({ hash: prepared.hash, name: owner.name, uploadedBy: owner.uploadedBy, ...file })
      .onConflictDoNothing()
      .returning(listColumns);
    if (inserted) {
      if (prepared.kind === 'raster' && prepared.variants.length) {
        await tx.insert(pictureVariants).values(
          prepared.variants.map((variant) => ({
            hash: prepared.hash,
            width: variant.width,
            height: variant.height,
            format: 'webp' as const,
            bytes: asBytea(variant.bytes),
          })),
        );
      }
      return { picture: toPicture(inserted), duplicate: false };
    }
    const [existing] = await tx
      .select(listColumns)
      .from(pictures)
      .where(eq(pictures.hash, prepared.hash));
    if (!existing) throw new Error(`picture ${prepared.hash} vanished while it was stored`);
    return { picture: toPicture(existing), duplicate: true };
  });
}

export interface PictureUse {
  _id: string;
  title: string;
  pageNumbers: number[];
}

/** Stories with a page that mentions any address of the picture, with those pages' numbers. */
export async function storiesUsing(db: Database, hash: string): Promise<PictureUse[]> {
  // Every address of the picture starts so; the hash's fixed length keeps another's apart.
  const prefix = `/pictures/${hash}`;
  return db
    .select({
      _id: stories.id,
      title: stories.title,
      pageNumbers: sql<
        number[]
      >`ARRAY(SELECT (page->>'page_no')::int FROM jsonb_array_elements(${stories.pages}) AS page WHERE strpos(page::text, ${prefix}) > 0 ORDER BY 1)`,
    })
    .from(stories)
    .where(sql`strpos(${stories.pages}::text, ${prefix}) > 0`)
    .orderBy(stories.title);
}

/** Deletes a picture with its copies; false when there was none. */
export async function deletePicture(db: Database, hash: string): Promise<boolean> {
  const deleted = await db
    .delete(pictures)
    .where(eq(pictures.hash, hash))
    .returning({ hash: pictures.hash });
  return deleted.length > 0;
}
