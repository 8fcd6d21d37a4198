import { useCallback, useEffect, useRef, useState } from 'react';
import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { setPlaying } from './narrationSlice';
import { nextPage, previousPage, resetPage } from './storyPageSlice';
import { usePageTurnFocus } from './usePageTurnFocus';
import { useStoryProgress } from './useStoryProgress';

/**
 * A reader's way through a story: turning pages, reaching the end (recorded, with its points),
 * reading again or starting over, and where focus and the eye go as that happens.
 */
export function useReadingFlow({
  story,
  preview,
  onEndNear,
}: {
  story: Story;
  preview: boolean;
  /** The last page opened: the end screen's code can come now. */
  onEndNear: () => void;
}) {
  const dispatch = useAppDispatch();
  const { currentPage, startPage, pageCount } = useAppSelector((state) => state.storyPage);
  const [finished, setFinished] = useState(false);
  // A reader carrying on from a later page is told so until they turn a page.
  const [turnedAPage, setTurnedAPage] = useState(false);
  const pageIndex = Math.min(currentPage, Math.max(story.pages.length - 1, 0));
  const isLastPage = pageIndex >= story.pages.length - 1;
  const progress = useStoryProgress({ story, pageIndex, pageCount, finished, enabled: !preview });
  const { recordFinished, forgetPoints } = progress;
  const pageCardRef = useRef<HTMLDivElement | null>(null);
  const focus = usePageTurnFocus({ shownPage: finished ? -1 : pageIndex, finished, pageCardRef });

  useEffect(() => {
    if (isLastPage) onEndNear();
  }, [isLastPage, onEndNear]);

  const goNext = useCallback(() => {
    setTurnedAPage(true);
    if (!isLastPage) {
      dispatch(nextPage());
      return;
    }
    dispatch(setPlaying(false));
    setFinished(true);
    recordFinished();
  }, [dispatch, isLastPage, recordFinished]);

  const goPrevious = useCallback(() => {
    focus.keepFocusOffPrevious(pageIndex);
    setTurnedAPage(true);
    dispatch(previousPage());
  }, [dispatch, pageIndex, focus]);

  const readAgain = useCallback(() => {
    dispatch(resetPage());
    focus.focusStartOnReturn();
    setFinished(false);
    forgetPoints();
  }, [dispatch, focus, forgetPoints]);

  const startOver = useCallback(() => {
    dispatch(resetPage());
    setTurnedAPage(true);
    // The banner with the pressed button goes: keyboard focus moves on to where reading starts.
    focus.focusStart();
  }, [dispatch, focus]);

  return {
    pageIndex,
    isLastPage,
    finished,
    /** The page a reader carries on from (from 1), while they have not turned a page. */
    continuingFrom: startPage > 0 && !turnedAPage && !finished && !preview ? startPage + 1 : null,
    storyPoints: progress.storyPoints,
    recordPageRead: progress.recordPageRead,
    /** The child started reading the page to the coach: the page counts as read that way. */
    noteCoached: progress.noteCoached,
    goNext,
    goPrevious,
    readAgain,
    startOver,
    pageCardRef,
    controlRefs: focus.refs,
  };
}
