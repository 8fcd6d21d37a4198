// Names the exported files are saved under.

import type { ExportBook } from './material';

/** Characters no file system takes in a name, and controls. */
// eslint-disable-next-line no-control-regex -- controls are among what is looked for
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** RFC 8187's attr-char leaves out a few characters encodeURIComponent keeps. */
const encodeExtended = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment` with an ASCII name from the story's slug ("the-thirsty-crow-hi.epub") and,
 * when the title in the book's language is not ASCII, that title as `filename*` too
 * ("प्यासा कौआ-hi.epub"), which browsers prefer.
 */
export function contentDisposition(book: ExportBook, extension: string): string {
  const ascii = `${book.slug}-${book.tag}.${extension}`;
  const title = book.title.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim();
  if (!title || /^[\x20-\x7e]*$/.test(title)) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtended(`${title}-${book.tag}.${extension}`)}`;
}
