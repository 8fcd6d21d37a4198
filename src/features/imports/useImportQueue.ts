import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ImportAnswer } from '../../../contract/imports';
import { useAppDispatch } from '../../app/hooks';
import type { ServerError } from '../../lib/serverData/api';
import { importsApi, type ImportRequest } from './importsApi';
import { SHOWS_PICTURES, picturesShownBy } from './groupFiles';
import {
  importReducer,
  initialImportState,
  nextRequest,
  type ImportAction,
  type ImportState,
  type Step,
} from './importQueue';

type SendBook = (request: ImportRequest) => Promise<{ data: ImportAnswer } | { error: unknown }>;

/**
 * The queue as a small store of its own: every change is reduced (importQueue.ts), then the
 * next request, if one is due, is sent; its answer is one more change. Requests live outside
 * React's renders, so a render never sends one twice.
 */
export function createImportQueue(sendBook: SendBook) {
  let state = initialImportState;
  const listeners = new Set<() => void>();

  const dispatch = (action: ImportAction) => {
    state = importReducer(state, action);
    const next = nextRequest(state);
    if (next) {
      const { book, step } = next;
      state = importReducer(state, { type: 'sent', id: book.id, step });
      void send(book.id, step, {
        files: book.files,
        preview: step === 'preview',
        publish: state.publish,
      });
    }
    for (const listener of listeners) listener();
  };

  const send = async (id: number, step: Step, request: ImportRequest) => {
    const answer = await sendBook(request);
    // A book removed meanwhile (or the list cleared) has nothing to update.
    if (!state.books.some((book) => book.id === id)) return;
    if ('data' in answer) dispatch({ type: 'answered', id, step, results: answer.data.results });
    else dispatch({ type: 'failed', id, step, error: answer.error as ServerError });
  };

  return {
    dispatch,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The screen's queue of books to read and import, and the changes it offers. */
/** Texts longer than this are books of their own, not a page list to read for pictures. */
const SHOWN_TEXT_MAX_BYTES = 5 * 1024 * 1024;

/** By each chosen Markdown or ReadAlongs file's name, the pictures its text shows. */
async function picturesShownIn(files: readonly File[]): Promise<Record<string, string[]>> {
  const texts = files.filter(
    (file) => SHOWS_PICTURES.test(file.name) && file.size <= SHOWN_TEXT_MAX_BYTES,
  );
  const shown = await Promise.all(
    texts.map(async (file) => {
      try {
        return [file.name, picturesShownBy(await file.text())] as const;
      } catch {
        // Unreadable here: the server will say why when the book is read.
        return [file.name, []] as const;
      }
    }),
  );
  return Object.fromEntries(shown);
}

export function useImportQueue() {
  const appDispatch = useAppDispatch();
  const [queue] = useState(() =>
    createImportQueue((request) =>
      // Not tracked: the answers live in the queue, not in the app's cache.
      appDispatch(importsApi.endpoints.importBook.initiate(request, { track: false })),
    ),
  );
  const state: ImportState = useSyncExternalStore(queue.subscribe, queue.getState);
  const { dispatch } = queue;
  // Leaving the screen drops the list: books still queued are not sent.
  useEffect(() => () => dispatch({ type: 'cleared' }), [dispatch]);
  return {
    state,
    choose: (files: File[]) => {
      void picturesShownIn(files).then((shown) => dispatch({ type: 'chosen', files, shown }));
    },
    startImport: () => dispatch({ type: 'importAsked' }),
    cancel: () => dispatch({ type: 'cancelled' }),
    retry: (id: number, step: Step) => dispatch({ type: 'retried', id, step }),
    remove: (id: number) => dispatch({ type: 'removed', id }),
    clear: () => dispatch({ type: 'cleared' }),
    setPublish: (publish: boolean) => dispatch({ type: 'publishChanged', publish }),
  };
}
