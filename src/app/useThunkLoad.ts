import { useCallback, useEffect, useState } from 'react';
import type { LoadStatus } from '../lib/loadStatus';

/** What dispatching a loading thunk resolves to. */
interface SettledThunk<T> {
  payload?: T | string;
  meta: { requestStatus: 'fulfilled' | 'rejected' };
}

export interface ThunkLoad<T> {
  status: LoadStatus;
  data: T | null;
  error: string | null;
  /** Loads again (the retry of an error state). */
  reload(): void;
  /** Changes the loaded data in place, e.g. after a successful action on one row. */
  update(change: (data: T) => T): void;
}

/**
 * Data a screen keeps for itself (not app state), loaded through a thunk so failures reach
 * the Error Log like every other load. A run that is overtaken by a newer one (other
 * arguments, a retry) or whose screen has gone is ignored when it answers.
 */
export function useThunkLoad<T>(
  run: () => Promise<SettledThunk<T>>,
  /** A new key loads again: the run's arguments, as a string. */
  key: string,
  fallbackError: string,
): ThunkLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const currentRun = `${key}#${attempt}`;
  const [settled, setSettled] = useState<{
    run: string | null;
    status: LoadStatus;
    data: T | null;
    error: string | null;
  }>({ run: null, status: 'loading', data: null, error: null });

  useEffect(() => {
    let latest = true;
    void run().then((action) => {
      if (!latest) return;
      if (action.meta.requestStatus === 'fulfilled') {
        setSettled({
          run: currentRun,
          status: 'succeeded',
          data: action.payload as T,
          error: null,
        });
      } else {
        const error = typeof action.payload === 'string' ? action.payload : fallbackError;
        setSettled((previous) => ({ ...previous, run: currentRun, status: 'failed', error }));
      }
    });
    return () => {
      latest = false;
    };
    // `run` is a new function on every render; `key` says when its arguments change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentRun]);

  // Until the current run answers, the screen shows the previous data as loading.
  const state =
    settled.run === currentRun
      ? settled
      : { status: 'loading' as const, data: settled.data, error: null };

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((previous) =>
        previous.data === null ? previous : { ...previous, data: change(previous.data) },
      ),
    [],
  );
  return { status: state.status, data: state.data, error: state.error, reload, update };
}
