import type { ImportResult } from '../../../contract/imports';
import type { Caller } from '../auth/verifier';
import type { Database } from '../db/open';
import { rememberCaller } from '../domain/knownUsers';
import { withLiveAccount } from '../domain/liveAccount';
import type { NarrationCache } from '../narration/cache';
import { ImportRefusal, type ImportedBook, type ReadOutcome, type UploadedFile } from './book';
import { prepareBook, type NarrationEncoder, type PreparedBook } from './prepareBook';
import { readUploads } from './read';
import { findImported, storeBook } from './storeBook';

export interface ImportDeps {
  db: Database;
  narrations: NarrationCache;
  encoder: NarrationEncoder;
}

export interface ImportOptions {
  caller: Caller;
  publish: boolean;
  preview: boolean;
  /** True once nobody waits for the answer: books not yet stored are then left alone. */
  abandoned: () => boolean;
}

/** A file that was not imported, and why. */
export const refused = (file: string, reason: string): ImportResult => ({
  file,
  ok: false,
  storyId: null,
  slug: null,
  languages: [],
  pages: 0,
  reason,
  title: '',
  pictures: 0,
  licence: null,
  narration: [],
  update: false,
});

function bookResult(
  file: string,
  book: ImportedBook,
  story: { storyId: string | null; slug: string | null; update: boolean },
): ImportResult {
  return {
    file,
    ok: true,
    ...story,
    languages: book.languages,
    pages: book.pages.length,
    reason: null,
    title: book.titles[book.languages[0]!] ?? '',
    pictures: book.pictures.length,
    licence: book.licence,
    narration: book.languages.filter((language) => (book.narration[language] ?? []).some(Boolean)),
  };
}

/** "0001_cat.md and 0001_cat_hi.md" — the files a refusal speaks of. */
const named = (files: readonly string[]) =>
  files.length <= 1
    ? (files[0] ?? 'The file')
    : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;

/**
 * Reads the uploaded files into books (off the event loop), checks each book whole, and
 * stores each in a transaction of its own (unless this is a preview). One result per file.
 */
export async function importUploads(
  deps: ImportDeps,
  files: UploadedFile[],
  options: ImportOptions,
): Promise<ImportResult[]> {
  const outcomes = await readUploads(files);
  const results: ImportResult[] = [];
  for (const outcome of outcomes) {
    results.push(...(await importOutcome(deps, outcome, options)));
  }
  return results;
}

async function importOutcome(
  deps: ImportDeps,
  outcome: ReadOutcome,
  options: ImportOptions,
): Promise<ImportResult[]> {
  const everyFile = (result: (file: string) => ImportResult) => outcome.files.map(result);
  if (!outcome.ok) return everyFile((file) => refused(file, outcome.reason));
  let prepared: PreparedBook;
  try {
    prepared = await prepareBook(outcome.book, deps.encoder);
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    const reason = `${named(outcome.files)} ${error.message}`;
    return everyFile((file) => refused(file, reason));
  }
  if (options.preview) {
    const existing = await findImported(deps.db, outcome.book.sourceKey);
    const story = existing
      ? { storyId: existing.id, slug: existing.slug, update: true }
      : { storyId: null, slug: null, update: false };
    return everyFile((file) => bookResult(file, outcome.book, story));
  }
  if (options.abandoned()) {
    return everyFile((file) => refused(file, 'was not imported: the upload was cancelled.'));
  }
  const stored = await withLiveAccount(deps.db, options.caller.uid, async (tx) => {
    await rememberCaller(tx, options.caller);
    return storeBook(tx, prepared, { importedBy: options.caller.uid, publish: options.publish });
  });
  if (stored.update) {
    // Narrations of text the story no longer has would otherwise stay in the cache.
    await deps.narrations.forgetStory(
      deps.db,
      stored.storyId,
      deps.narrations.keysOfStory(stored.pages),
    );
  }
  return everyFile((file) => bookResult(file, outcome.book, stored));
}
