import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { readerScrollBehavior } from './motion';
import { READER_SCROLL_MARGIN_TOP } from './readerLayout';

/**
 * Where the eye and keyboard focus go as pages turn: a turned page starts at its top (the
 * picture, then the text; the bar stays in view), focus never falls off a button that turns
 * grey, and reading again starts on Read to me (or Next).
 */
export function usePageTurnFocus({
  shownPage,
  finished,
  pageCardRef,
}: {
  /** The page on screen, -1 on the end screen. */
  shownPage: number;
  finished: boolean;
  pageCardRef: RefObject<HTMLDivElement | null>;
}) {
  const previousRef = useRef<HTMLButtonElement | null>(null);
  const playRef = useRef<HTMLButtonElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);

  const firstShown = useRef(true);
  useEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const card = pageCardRef.current;
    if (card && card.getBoundingClientRect().top < READER_SCROLL_MARGIN_TOP) {
      card.scrollIntoView?.({ block: 'start', behavior: readerScrollBehavior() });
    }
  }, [shownPage, pageCardRef]);

  const startOnReturn = useRef(false);
  useEffect(() => {
    if (finished || !startOnReturn.current) return;
    startOnReturn.current = false;
    (playRef.current ?? nextRef.current)?.focus();
  }, [finished]);

  return useMemo(
    () => ({
      refs: { previousRef, playRef, nextRef },
      /** Previous turns grey on the first page: keyboard focus moves on to Next, not lost. */
      keepFocusOffPrevious(pageIndex: number) {
        if (pageIndex === 1 && document.activeElement === previousRef.current) {
          nextRef.current?.focus();
        }
      },
      /** Focus goes to where reading starts once the pages are back (Read again). */
      focusStartOnReturn() {
        startOnReturn.current = true;
      },
      focusStart() {
        (playRef.current ?? nextRef.current)?.focus();
      },
    }),
    [],
  );
}
