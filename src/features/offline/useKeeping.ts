import { useEffect, useRef, useState } from 'react';
import type { StorySummary } from '../../../contract/stories';
import type { StoryLanguage } from '../../../contract/storyLanguages';
import { useAppDispatch, useAppSelector, type AppThunk } from '../../app/hooks';
import type { ApiClient } from '../../lib/apiClient';
import { selectUser } from '../auth';
import { keepStory, type KeepOutcome, type KeepRequest } from './keepStory';

/** The other reads a story needs offline (its quizzes' addresses), as the app gives them. */
export type ExtraReads = (api: ApiClient, storyId: string) => Promise<string[]>;

export type KeepingState =
  | { step: 'choosing' }
  | { step: 'keeping'; done: number; total: number }
  | { step: 'kept'; outcome: KeepOutcome }
  | { step: 'failed'; error: unknown; languages: StoryLanguage[] };

type KeepWithoutApi = Omit<KeepRequest, 'api' | 'extraReads'> & { extraReads?: ExtraReads };

/** keepStory with the app's API client (the thunk's services). */
const keepWithAppApi =
  ({ extraReads, ...request }: KeepWithoutApi): AppThunk<Promise<KeepOutcome>> =>
  (_dispatch, _getState, { api }) =>
    keepStory({
      ...request,
      api,
      extraReads: extraReads && ((storyId) => extraReads(api, storyId)),
    });

/**
 * Keeping one story for offline, step by step: choosing the languages, keeping (how far), kept
 * (its size) or failed (to try again). Leaving the screen, or cancelling, stops it: nothing is
 * stored unless everything arrived.
 */
export function useKeeping({
  slug,
  card,
  extraReads,
}: {
  slug: string;
  card?: StorySummary | undefined;
  extraReads?: ExtraReads | undefined;
}) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectUser)?.uid ?? null;
  const [state, setState] = useState<KeepingState>({ step: 'choosing' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const keep = async (languages: StoryLanguage[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const update = (next: KeepingState) => {
      if (!controller.signal.aborted) setState(next);
    };
    update({ step: 'keeping', done: 0, total: 0 });
    try {
      const outcome = await dispatch(
        keepWithAppApi({
          account,
          slug,
          languages,
          card,
          extraReads,
          signal: controller.signal,
          onProgress: (done, total) => update({ step: 'keeping', done, total }),
        }),
      );
      update({ step: 'kept', outcome });
    } catch (error) {
      update({ step: 'failed', error, languages });
      // What was still on its way stops, and says nothing more.
      controller.abort();
    }
  };

  const reset = () => {
    running.current?.abort();
    running.current = null;
    setState({ step: 'choosing' });
  };

  return { state, keep, reset };
}
