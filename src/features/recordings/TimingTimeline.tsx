import Box from '@mui/material/Box';
import { useRef } from 'react';
import type { RecordedWord } from '../../../contract/recordings';
import { useT } from '../../i18n/useT';
import { boundaryRange, pixelsAt, type Boundary } from './TimingMath';
import {
  BoundaryHandle,
  Playhead,
  TimingRuler,
  TRACK_HEIGHT,
  WordBlock,
} from './TimingTimelineParts';
import { SIDE_SPACE, useBoundaryMoves, useTimelineScroll } from './useTimelineInteraction';

interface TimingTimelineProps {
  words: readonly RecordedWord[];
  /** The words' current times (what the blocks show). */
  wordTimes: readonly { startSeconds: number; endSeconds: number }[];
  boundaries: readonly Boundary[];
  times: readonly number[];
  durationSeconds: number;
  pixelsPerSecond: number;
  playhead: number;
  playing: boolean;
  currentWord: number;
  /** Indices of the words the aligner could not place. */
  unplaced: ReadonlySet<number>;
  /** BCP 47 tag of the recording's language, for the words' script. */
  lang: string;
  onMove(index: number, seconds: number): void;
  onPlayWord(index: number): void;
  onSeek(seconds: number): void;
}

/**
 * The recording as a horizontal timeline, proportional to time: a ruler, the words as blocks
 * and, between them, boundaries to drag or to nudge from the keyboard (each is a slider).
 */
export function TimingTimeline({
  words,
  wordTimes,
  boundaries,
  times,
  durationSeconds,
  pixelsPerSecond,
  playhead,
  playing,
  currentWord,
  unplaced,
  lang,
  onMove,
  onPlayWord,
  onSeek,
}: TimingTimelineProps) {
  const t = useT();
  const scroller = useTimelineScroll({ pixelsPerSecond, playhead, playing });
  const track = useRef<HTMLDivElement | null>(null);
  const width = pixelsAt(durationSeconds, pixelsPerSecond);
  const moves = useBoundaryMoves({
    track,
    boundaries,
    times,
    durationSeconds,
    pixelsPerSecond,
    onMove,
  });

  const boundaryLabel = (boundary: Boundary) => {
    const before = boundary.ends === null ? null : words[boundary.ends]?.text;
    const after = boundary.starts === null ? null : words[boundary.starts]?.text;
    if (before && after) return t('timing.editor.between', { before, after });
    if (after) return t('timing.editor.startOf', { word: after });
    return t('timing.editor.endOf', { word: before ?? '' });
  };

  return (
    <Box
      ref={scroller}
      data-testid="timing-timeline"
      sx={{
        overflowX: 'auto',
        overflowY: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        // A short recording's timeline is no wider than the recording.
        width: 'fit-content',
        maxWidth: '100%',
      }}
    >
      <Box
        ref={track}
        sx={{
          position: 'relative',
          width,
          minWidth: width,
          height: TRACK_HEIGHT,
          mx: `${SIDE_SPACE}px`,
        }}
      >
        <TimingRuler
          durationSeconds={durationSeconds}
          pixelsPerSecond={pixelsPerSecond}
          onPointerDown={(event) => onSeek(moves.secondsAt(event.clientX))}
        />
        {words.map((word, index) => {
          const time = wordTimes[index];
          return (
            time && (
              <WordBlock
                key={`${word.offset}-${index}`}
                word={word}
                time={time}
                pixelsPerSecond={pixelsPerSecond}
                current={index === currentWord}
                notPlaced={unplaced.has(index)}
                lang={lang}
                onPlay={() => onPlayWord(index)}
              />
            )
          );
        })}
        {boundaries.map((boundary, index) => (
          <BoundaryHandle
            key={index}
            label={boundaryLabel(boundary)}
            time={times[index] ?? 0}
            range={boundaryRange(boundaries, times, index, durationSeconds)}
            pixelsPerSecond={pixelsPerSecond}
            events={moves.handlersOf(index)}
          />
        ))}
        <Playhead left={pixelsAt(playhead, pixelsPerSecond)} />
      </Box>
    </Box>
  );
}
