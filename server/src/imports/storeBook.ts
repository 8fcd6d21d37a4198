import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/stories';
import type { Database } from '../db/open';
import { recordings, stories } from '../db/schema';
import { withCatalogueSearch } from '../domain/catalogueSearch';
import type { Transaction } from '../domain/liveAccount';
import { newStoryId, slugify } from '../domain/storyRecords';
import { freeSlug } from '../domain/storySlugs';
import { savePreparedPicture } from '../pictures/preparePicture';
import { saveRecording } from '../recordings/recordingStore';
import { mergeImportedBook } from './mergeBook';
import type { PreparedBook } from './prepareBook';

export interface StoredBook {
  storyId: string;
  slug: string;
  /** The book was there already (same source) and was updated. */
  update: boolean;
  pages: Page[];
}

/** The story a book from this source became, if it was imported before. */
export async function findImported(
  db: Pick<Database, 'select'>,
  sourceKey: string,
): Promise<{ id: string; slug: string } | undefined> {
  const [row] = await db
    .select({ id: stories.id, slug: stories.slug })
    .from(stories)
    .where(eq(stories.sourceKey, sourceKey));
  return row;
}

/**
 * Keeps a prepared book inside the caller's transaction: its pictures in the library, the
 * story (a new one, or the one made by an earlier import of the same source, updated), and
 * its narration as the story's recordings. A failure rolls back all of it.
 */
export async function storeBook(
  tx: Transaction,
  prepared: PreparedBook,
  options: { importedBy: string; publish: boolean },
): Promise<StoredBook> {
  const { book, story } = prepared;
  const paths: string[] = [];
  for (const [index, picture] of prepared.pictures.entries()) {
    const name = book.pictures[index]?.name.split('/').pop() ?? 'picture';
    paths.push((await savePreparedPicture(tx, picture, options.importedBy, name)).path);
  }
  let pages = story.pages.map((page, index) => {
    const picture = book.pages[index]?.picture;
    return { ...page, image_path: picture == null ? '' : (paths[picture] ?? '') };
  });
  const fields = {
    title: story.title,
    author: story.author,
    summary: story.summary ?? '',
    translatedTitles: story.translated_titles ?? {},
    pages,
    licence: story.licence,
    credits: story.credits,
    updatedAt: new Date(),
  };
  // Two imports of the same book (or of books with the same title) wait for each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${book.sourceKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slug:${slugify(story.title)}`}))`);
  const existing = await findImported(tx, book.sourceKey);
  let storyId: string;
  let slug: string;
  if (existing) {
    ({ id: storyId, slug } = existing);
    const [stored] = await tx
      .select({
        title: stories.title,
        translatedTitles: stories.translatedTitles,
        pages: stories.pages,
        credits: stories.credits,
      })
      .from(stories)
      .where(eq(stories.id, storyId));
    const { replaced, ...merged } = mergeImportedBook(stored!, fields, book);
    pages = merged.pages;
    await tx
      .update(stories)
      .set({
        ...fields,
        ...merged,
        ...(options.publish ? { status: 'published' as const, rejectionReason: null } : {}),
        version: sql`${stories.version} + 1`,
      })
      .where(eq(stories.id, storyId));
    // The narration that came with the earlier import speaks the earlier text.
    await tx
      .delete(recordings)
      .where(
        and(
          eq(recordings.storyId, storyId),
          isNull(recordings.listener),
          replaced === 'all' ? undefined : inArray(recordings.language, replaced),
        ),
      );
  } else {
    storyId = newStoryId();
    slug = await freeSlug(tx, story.title);
    await tx.insert(stories).values(
      withCatalogueSearch({
        id: storyId,
        slug,
        ...fields,
        status: options.publish ? 'published' : 'pending',
        createdBy: options.importedBy,
        sourceKey: book.sourceKey,
      }),
    );
  }
  const recorderName = book.credits.publisher || 'the book';
  for (const narration of prepared.narration) {
    await saveRecording(tx, {
      storyId,
      pageNo: narration.pageNo,
      language: narration.language,
      audience: 'everyone',
      recordedBy: options.importedBy,
      recorderName,
      text: narration.text,
      audio: narration.audio,
      durationSeconds: narration.durationSeconds,
      words: narration.words,
      unplacedWords: narration.unplacedWords,
    });
  }
  return { storyId, slug, update: Boolean(existing), pages };
}
