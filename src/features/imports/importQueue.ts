import {
  IMPORT_EXTENSIONS,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  type ImportResult,
} from '../../../contract/imports';
import type { ServerError } from '../../lib/serverData/api';
import { groupFiles } from './groupFiles';

/**
 * The import screen's state: the chosen files as books, each read first (a preview: nothing is
 * stored) and then, when asked, imported. One request at a time, previews before imports; a
 * failed request holds its queue until it is tried again, cancelled or removed, and no chosen
 * file is lost by a failure.
 */

export type Step = 'preview' | 'import';

/** One request of a book: not asked for, queued, on its way, answered, or failed. */
export type Attempt =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'sending' }
  /** `published`: the import asked for the books to be published at once. */
  | { status: 'answered'; results: ImportResult[]; published: boolean }
  | { status: 'failed'; error: ServerError };

export interface QueuedBook {
  /** Unique on the screen (the same book may be chosen again after it was imported). */
  id: number;
  /** Which book the files make (groupFiles). */
  key: string;
  files: File[];
  preview: Attempt;
  import: Attempt;
}

/** A file the browser keeps back, and why: the server would refuse it alike. */
export interface LocalRefusal {
  name: string;
  reason: 'tooLarge' | 'notABook';
}

export interface ImportState {
  books: QueuedBook[];
  /** The last choice's files kept back. */
  refusals: LocalRefusal[];
  /** How many files the last choice held when it was refused for making too many; else 0. */
  tooMany: number;
  /** Publish imported books at once instead of leaving them for review. */
  publish: boolean;
  nextId: number;
  /** By a chosen text file's name, the pictures its text shows (they go with its book). */
  shown: Record<string, string[]>;
}

export type ImportAction =
  | { type: 'chosen'; files: File[]; shown?: Record<string, string[]> }
  | { type: 'sent'; id: number; step: Step }
  | { type: 'answered'; id: number; step: Step; results: ImportResult[] }
  | { type: 'failed'; id: number; step: Step; error: ServerError }
  | { type: 'retried'; id: number; step: Step }
  | { type: 'removed'; id: number }
  | { type: 'cleared' }
  | { type: 'importAsked' }
  | { type: 'cancelled' }
  | { type: 'publishChanged'; publish: boolean };

export const initialImportState: ImportState = {
  books: [],
  refusals: [],
  tooMany: 0,
  publish: false,
  nextId: 1,
  shown: {},
};

const IDLE: Attempt = { status: 'idle' };
const WAITING: Attempt = { status: 'waiting' };

const hasReadableEnding = (name: string) =>
  IMPORT_EXTENSIONS.some((ending) => name.toLowerCase().endsWith(ending));

/** Why the browser keeps a file back, or null to send it. */
export function localRefusalOf(file: File): LocalRefusal['reason'] | null {
  if (!hasReadableEnding(file.name)) return 'notABook';
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A book not imported yet: its files may still be joined by others chosen later. */
const isOpen = (book: QueuedBook) => book.import.status === 'idle';

const sameFiles = (a: readonly File[], b: readonly File[]) =>
  a.length === b.length && a.every((file, index) => file === b[index]);

/**
 * Adds chosen files to those not imported yet (a file of the same name replaces the earlier
 * one) and groups them into books again; a book whose files did not change keeps its preview.
 */
function choose(
  state: ImportState,
  chosen: readonly File[],
  newlyShown: Record<string, string[]> = {},
): ImportState {
  const refusals: LocalRefusal[] = [];
  const accepted: File[] = [];
  for (const file of chosen) {
    const reason = localRefusalOf(file);
    if (reason) refusals.push({ name: file.name, reason });
    else accepted.push(file);
  }
  const names = new Set(accepted.map((file) => file.name));
  const open = state.books.filter(isOpen);
  const files = open
    .flatMap((book) => book.files)
    .filter((file) => !names.has(file.name))
    .concat(accepted);
  if (files.length > IMPORT_FILES_MAX) {
    return { ...state, refusals: [], tooMany: chosen.length };
  }
  let nextId = state.nextId;
  const kept = new Set<number>();
  const added: QueuedBook[] = [];
  const shown = { ...state.shown, ...newlyShown };
  for (const { key, files: grouped } of groupFiles(files, shown)) {
    const same = open.find((book) => book.key === key && sameFiles(book.files, grouped));
    if (same) kept.add(same.id);
    else added.push({ id: nextId++, key, files: grouped, preview: WAITING, import: IDLE });
  }
  const books = state.books.filter((book) => !isOpen(book) || kept.has(book.id)).concat(added);
  return { ...state, books, refusals, tooMany: 0, nextId, shown };
}

const withAttempt = (state: ImportState, id: number, step: Step, attempt: Attempt) => ({
  ...state,
  books: state.books.map((book) => (book.id === id ? { ...book, [step]: attempt } : book)),
});

/** A book an import can take: its preview found at least one file it could read. */
export const isImportable = (book: QueuedBook) =>
  book.preview.status === 'answered' && book.preview.results.some((result) => result.ok);

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'chosen':
      return choose(state, action.files, action.shown);
    case 'sent':
      return withAttempt(state, action.id, action.step, { status: 'sending' });
    case 'answered': {
      const published = action.step === 'import' && state.publish;
      const answered = { status: 'answered', results: action.results, published } as const;
      return withAttempt(state, action.id, action.step, answered);
    }
    case 'failed':
      return withAttempt(state, action.id, action.step, { status: 'failed', error: action.error });
    case 'retried':
      return withAttempt(state, action.id, action.step, WAITING);
    case 'removed':
      return { ...state, books: state.books.filter((book) => book.id !== action.id) };
    case 'cleared':
      return { ...initialImportState, publish: state.publish, nextId: state.nextId };
    case 'importAsked':
      return {
        ...state,
        books: state.books.map((book) =>
          isImportable(book) && book.import.status === 'idle' ? { ...book, import: WAITING } : book,
        ),
      };
    case 'cancelled':
      return {
        ...state,
        books: state.books.map((book) =>
          book.import.status === 'waiting' ? { ...book, import: IDLE } : book,
        ),
      };
    case 'publishChanged':
      return { ...state, publish: action.publish };
  }
}

/**
 * The request to send now, if any: one at a time, previews first. A failed request holds its
 * queue (a busy server is not asked again and again) until it is tried again or removed.
 */
export function nextRequest(state: ImportState): { book: QueuedBook; step: Step } | null {
  const { books } = state;
  const has = (step: Step, status: Attempt['status']) =>
    books.some((book) => book[step].status === status);
  if (has('preview', 'sending') || has('import', 'sending')) return null;
  for (const step of ['preview', 'import'] as const) {
    if (has(step, 'failed')) {
      if (has(step, 'waiting')) return null;
      continue;
    }
    const book = books.find((candidate) => candidate[step].status === 'waiting');
    if (book) return { book, step };
  }
  return null;
}

export interface QueueProgress {
  /** Requests answered so far of this step. */
  done: number;
  /** Requests of this step asked for (answered, queued, on their way or failed). */
  total: number;
  /** A request of this step is waiting or on its way. */
  running: boolean;
  /** A failed request holds the queue. */
  stopped: boolean;
}

/** How far a step has gone: for "Importing 3 of 12 books". */
export function progressOf(state: ImportState, step: Step): QueueProgress {
  const asked = state.books.filter((book) => book[step].status !== 'idle');
  const count = (status: Attempt['status']) =>
    asked.filter((book) => book[step].status === status).length;
  return {
    done: count('answered'),
    total: asked.length,
    running: count('waiting') + count('sending') > 0,
    stopped: count('failed') > 0 && count('waiting') > 0,
  };
}

/** Something is on its way or queued: the choice of files waits. */
export const isBusy = (state: ImportState) =>
  state.books.some((book) =>
    [book.preview.status, book.import.status].some(
      (status) => status === 'waiting' || status === 'sending',
    ),
  );

/** Books read and not imported yet, which "Import" would send. */
export const importableCount = (state: ImportState) =>
  state.books.filter((book) => isImportable(book) && book.import.status === 'idle').length;
