import { describe, expect, it } from 'vitest';
import { importResult } from '../../testing/importHandlers';
import { booksOf } from './bookView';

describe('the books of an answer', () => {
  it('gathers the files of each book of an archive, pictures included', () => {
    const kite = { title: 'The Kite', languages: ['english', 'tamil'] as const };
    const books = booksOf([
      importResult('set.zip/0001_kite.md', { ...kite, languages: [...kite.languages] }),
      importResult('set.zip/0001_kite_ta.md', { ...kite, languages: [...kite.languages] }),
      importResult('set.zip/images/kite-1.jpg', { ...kite, languages: [...kite.languages] }),
      importResult('set.zip/moon.readalong', { title: 'Moon' }),
      importResult('set.zip/notes.txt', {
        ok: false,
        title: '',
        reason: 'set.zip/notes.txt is not a kind of file Kahani imports.',
      }),
    ]);
    expect(books.map((book) => [book.title, book.files.length, book.ok])).toEqual([
      ['The Kite', 3, true],
      ['Moon', 1, true],
      ['set.zip/notes.txt', 1, false],
    ]);
    expect(books[2]!.refusal).toEqual({
      files: ['set.zip/notes.txt'],
      reason: 'set.zip/notes.txt is not a kind of file Kahani imports.',
    });
  });
});
