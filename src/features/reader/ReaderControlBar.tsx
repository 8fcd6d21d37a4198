import type { RefObject } from 'react';
import type { TextDirection } from '../../../contract/storyLanguages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { setPlaybackRate, togglePlayback } from './narrationSlice';
import { ReaderControls } from './ReaderControls';
import { unlockAudio } from './settingsSlice';

/** The reader's control bar, playing and pacing the narration kept in the store. */
export function ReaderControlBar({
  refs,
  ...props
}: {
  pageIndex: number;
  pageCount: number;
  isLastPage: boolean;
  direction: TextDirection;
  /** Read to me is offered. */
  narration: boolean;
  loading: boolean;
  coaching: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCoach: () => void;
  refs: {
    previousRef: RefObject<HTMLButtonElement | null>;
    playRef: RefObject<HTMLButtonElement | null>;
    nextRef: RefObject<HTMLButtonElement | null>;
  };
}) {
  const dispatch = useAppDispatch();
  const selfReading = useAppSelector((state) => state.settings.selfReading);
  const { isPlaying, playbackRate } = useAppSelector((state) => state.narration);
  return (
    <ReaderControls
      {...props}
      {...refs}
      selfReading={selfReading}
      isPlaying={isPlaying}
      playbackRate={playbackRate}
      onTogglePlay={() => {
        dispatch(unlockAudio());
        dispatch(togglePlayback());
      }}
      onRateChange={(rate) => dispatch(setPlaybackRate(rate))}
    />
  );
}
