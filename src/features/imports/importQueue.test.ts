import { describe, expect, it } from 'vitest';
import { importResult } from '../../testing/importHandlers';
import { importReducer, initialImportState, nextRequest, type ImportState } from './importQueue';

const file = (name: string) => new File([name], name);
const names = (state: ImportState) =>
  state.books.map((book) => book.files.map((chosen) => chosen.name));
const previewed = (state: ImportState, id: number) =>
  importReducer(state, { type: 'answered', id, step: 'preview', results: [importResult('x')] });

describe('the import queue', () => {
  it('adds later choices to the books not imported yet, keeping unchanged previews', () => {
    let state = importReducer(initialImportState, {
      type: 'chosen',
      files: [file('0001_a_en.md'), file('crow.epub')],
    });
    state = previewed(previewed(state, 1), 2);
    state = importReducer(state, { type: 'chosen', files: [file('0001_a_hi.md')] });
    expect(names(state)).toEqual([['crow.epub'], ['0001_a_en.md', '0001_a_hi.md']]);
    // The EPUB keeps its preview; the story with a new language is read again.
    expect(state.books.map((book) => book.preview.status)).toEqual(['answered', 'waiting']);
    expect(nextRequest(state)?.book.files).toHaveLength(2);
  });

  it('replaces a file chosen again under the same name', () => {
    const first = file('crow.epub');
    const second = file('crow.epub');
    let state = importReducer(initialImportState, { type: 'chosen', files: [first] });
    state = importReducer(state, { type: 'chosen', files: [second] });
    expect(state.books).toHaveLength(1);
    expect(state.books[0]!.files[0]).toBe(second);
  });

  it('holds a queue at a failure until the book is tried again or removed', () => {
    let state = importReducer(initialImportState, {
      type: 'chosen',
      files: [file('a.epub'), file('b.epub')],
    });
    state = importReducer(state, { type: 'sent', id: 1, step: 'preview' });
    state = importReducer(state, {
      type: 'failed',
      id: 1,
      step: 'preview',
      error: { message: 'Network Error' },
    });
    expect(nextRequest(state)).toBeNull();
    const retried = importReducer(state, { type: 'retried', id: 1, step: 'preview' });
    expect(nextRequest(retried)?.book.id).toBe(1);
    const removed = importReducer(state, { type: 'removed', id: 1 });
    expect(nextRequest(removed)?.book.id).toBe(2);
  });
});
