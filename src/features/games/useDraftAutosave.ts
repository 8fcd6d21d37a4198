import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizDraft } from '../../../contract/quizzes';
import { useSaveDraftMutation } from './quizzesApi';

export const AUTOSAVE_DELAY_MS = 800;
/** 'refused': the server will not keep the draft as it is (a field far over its limit). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'refused';

/**
 * Saves the wizard's draft on the server a moment after the last change, so a reload (or
 * another device) finds it. The draft it starts with is already saved and is not sent again.
 */
export function useDraftAutosave(
  userId: string,
  draft: QuizDraft,
  enabled: boolean,
): { saveState: SaveState; settled(): Promise<void> } {
  const [saveDraft] = useSaveDraftMutation();
  const [state, setState] = useState<SaveState>('idle');
  const serialized = JSON.stringify(draft);
  const lastSaved = useRef(serialized);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!enabled || serialized === lastSaved.current) return;
    let current = true;
    const timer = window.setTimeout(() => {
      setState('saving');
      const request = saveDraft({ uid: userId, draft: JSON.parse(serialized) as QuizDraft });
      inFlight.current = request;
      void request.then((answer) => {
        if (!current) return;
        if (answer.error) {
          setState('status' in answer.error && answer.error.status === 400 ? 'refused' : 'failed');
        } else {
          lastSaved.current = serialized;
          setState('saved');
        }
      });
    }, AUTOSAVE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [saveDraft, enabled, serialized, userId]);

  // A save still on its way when the quiz is sent would bring the sent draft back.
  const settled = useCallback(async () => {
    await inFlight.current;
  }, []);
  return { saveState: state, settled };
}
