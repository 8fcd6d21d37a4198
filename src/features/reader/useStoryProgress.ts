import { useCallback, useEffect, useState } from 'react';
import type { Story } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { COUNTED_LATER, recordReading } from './readingProgress';

/**
 * The points a finished story has brought: undefined while the server counts them, null when
 * it gave none, COUNTED_LATER when the finish waits on the device for the network.
 */
export type StoryPoints = number | null | typeof COUNTED_LATER | undefined;

/**
 * Records each page a signed-in reader reaches, and the end of the story with the points it
 * brought (`storyPoints`). The editor's preview (`enabled` false) records nothing.
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

  useEffect(() => {
    if (pageCount && !finished && enabled) {
      void dispatch(recordReading({ storyId: story._id, page_no: pageIndex + 1 }));
    }
  }, [dispatch, story._id, pageIndex, pageCount, finished, enabled]);

  const recordPageRead = useCallback(
    (page_no: number) => {
      if (enabled) void dispatch(recordReading({ storyId: story._id, page_no }));
    },
    [dispatch, story._id, enabled],
  );

  const recordFinished = useCallback(() => {
    if (!enabled) return;
    void dispatch(
      recordReading({ storyId: story._id, page_no: story.pages.length, finished: true }),
    )
      .unwrap()
      .then((answer) =>
        setStoryPoints(answer === COUNTED_LATER ? answer : (answer?.storyPoints ?? null)),
      );
  }, [dispatch, story._id, story.pages.length, enabled]);

  const forgetPoints = useCallback(() => setStoryPoints(undefined), []);

  return { storyPoints, recordPageRead, recordFinished, forgetPoints };
}
