import { useCallback, useEffect, useRef, useState } from 'react';
import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { COUNTED_LATER, recordReading } from './readingProgress';
import { usePageViewClock } from './usePageViewClock';

/**
 * The points a finished story has brought: undefined while the server counts them, null when
 * it gave none, COUNTED_LATER when the finish waits on the device for the network.
 */
export type StoryPoints = number | null | typeof COUNTED_LATER | undefined;

/**
 * Records each page a signed-in reader reaches, and the end of the story with the points it
 * brought (`storyPoints`). Each report after the first of a reading also carries the time on
 * the page before it and how that page was read (the family view's minutes and ways of
 * reading); the time on the end screen is nobody's reading. The editor's preview (`enabled`
 * false) records nothing.
 */
export function useStoryProgress({
  story,
  pageIndex,
  pageCount,
  finished,
  enabled,
}: {
  story: Story;
  pageIndex: number;
  pageCount: number;
  finished: boolean;
  enabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const [storyPoints, setStoryPoints] = useState<StoryPoints>();
  const narrationPlaying = useAppSelector((state) => state.narration.isPlaying);
  const { takeView, noteCoached } = usePageViewClock(narrationPlaying);
  // Whether a page of this reading was reported: the next report carries its time.
  const reading = useRef(false);
  const viewSinceLastReport = useCallback(() => {
    const view = takeView();
    const before = reading.current;
    reading.current = true;
    return before ? view : {};
  }, [takeView]);

  useEffect(() => {
    if (pageCount && !finished && enabled) {
      void dispatch(
        recordReading({ storyId: story._id, page_no: pageIndex + 1, ...viewSinceLastReport() }),
      );
    }
  }, [dispatch, story._id, pageIndex, pageCount, finished, enabled, viewSinceLastReport]);

  const recordPageRead = useCallback(
    (page_no: number) => {
      if (enabled) {
        void dispatch(recordReading({ storyId: story._id, page_no, ...viewSinceLastReport() }));
      }
    },
    [dispatch, story._id, enabled, viewSinceLastReport],
  );

  const recordFinished = useCallback(() => {
    if (!enabled) return;
    const view = viewSinceLastReport();
    // Reading again starts a new reading.
    reading.current = false;
    void dispatch(
      recordReading({
        storyId: story._id,
        page_no: story.pages.length,
        finished: true,
        ...view,
      }),
    )
      .unwrap()
      .then((answer) =>
        setStoryPoints(answer === COUNTED_LATER ? answer : (answer?.storyPoints ?? null)),
      );
  }, [dispatch, story._id, story.pages.length, enabled, viewSinceLastReport]);

  const forgetPoints = useCallback(() => setStoryPoints(undefined), []);

  return { storyPoints, recordPageRead, recordFinished, forgetPoints, noteCoached };
}
