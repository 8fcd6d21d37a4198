import type { ImportResult } from '../../../contract/imports';
import type { StoryLanguage } from '../../../contract/languages';

/** What the server said about one book of a request, gathered from its files' results. */
export interface BookView {
  key: string;
  title: string;
  files: string[];
  languages: StoryLanguage[];
  pages: number;
  pictures: number;
  licence: ImportResult['licence'];
  narration: StoryLanguage[];
  /** The book is in the library already: importing updates its story. */
  update: boolean;
  storyId: string | null;
  slug: string | null;
  /** The book was read (or imported). */
  ok: boolean;
  /** Why the book's files cannot be imported, as the server said it; null when it was read. */
  refusal: Refusal | null;
}

export interface Refusal {
  files: string[];
  reason: string;
}

/** Everything a result says about its book, not about the file itself. */
const bookOf = ({ file: _file, ...book }: ImportResult) => JSON.stringify(book);

function viewOf(results: readonly ImportResult[]): BookView {
  const first = results[0]!;
  return {
    key: `${first.file}:${results.length}`,
    title: first.title || first.file,
    files: results.map((result) => result.file),
    languages: first.languages,
    pages: first.pages,
    pictures: first.pictures,
    licence: first.licence,
    narration: first.narration,
    update: first.update,
    storyId: first.storyId,
    slug: first.slug,
    ok: first.ok,
    refusal: first.ok
      ? null
      : { files: results.map((result) => result.file), reason: first.reason ?? '' },
  };
}

/**
 * The books an answer speaks of. The server answers once per file, and the files of one book
 * (its languages, its audio, the pictures of a .zip) follow one another with the same book
 * facts: a request carries one book, but a .zip may hold several, and a file no book used
 * is refused on its own.
 */
export function booksOf(results: readonly ImportResult[]): BookView[] {
  const books: ImportResult[][] = [];
  for (const result of results) {
    const last = books.at(-1);
    if (last && bookOf(last[0]!) === bookOf(result)) last.push(result);
    else books.push([result]);
  }
  return books.map(viewOf);
}
