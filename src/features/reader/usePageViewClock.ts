import { useCallback, useEffect, useRef } from 'react';
import type { ReadingMode } from '../../../contract/childLimits';

/** The time a page was open and how it was read, as POST /progress reports them. */
export interface PageView {
  /** Whole seconds the page was on screen while the tab was shown. */
  seconds: number;
  mode: ReadingMode;
}

const tabShown = () => document.visibilityState === 'visible';

/**
 * Times the page on screen for the family view: only while the tab is shown (a tab left in
 * the background is not reading), and notes how the page was read: `listened` when the
 * narration played on it, `coach` when the child read it to the reading coach, else `self`.
 * `takeView` answers the view since the last one was taken and starts the next.
 */
export function usePageViewClock(narrationPlaying: boolean) {
  const shownMs = useRef(0);
  const shownSince = useRef<number | null>(null);
  const heard = useRef(false);
  const coached = useRef(false);
  const playing = useRef(narrationPlaying);

  useEffect(() => {
    const follow = () => {
      if (tabShown()) {
        shownSince.current ??= performance.now();
      } else if (shownSince.current !== null) {
        shownMs.current += performance.now() - shownSince.current;
        shownSince.current = null;
      }
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  useEffect(() => {
    playing.current = narrationPlaying;
    if (narrationPlaying) heard.current = true;
  }, [narrationPlaying]);

  const noteCoached = useCallback(() => {
    coached.current = true;
  }, []);

  const takeView = useCallback((): PageView => {
    const now = performance.now();
    const ms = shownMs.current + (shownSince.current === null ? 0 : now - shownSince.current);
    const mode: ReadingMode = coached.current ? 'coach' : heard.current ? 'listened' : 'self';
    shownMs.current = 0;
    shownSince.current = tabShown() ? now : null;
    // Narration that goes on playing reads the next page too.
    heard.current = playing.current;
    coached.current = false;
    return { seconds: Math.round(ms / 1000), mode };
  }, []);

  return { takeView, noteCoached };
}
