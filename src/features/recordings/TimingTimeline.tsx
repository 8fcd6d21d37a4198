import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { RecordedWord } from '../../../contract/recordings';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import {
  boundaryRange,
  keyTarget,
  pixelsAt,
  scrollAfterZoom,
  secondsAtPointer,
  type Boundary,
} from './TimingMath';

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

const RULER_HEIGHT = 28;
const WORDS_TOP = RULER_HEIGHT + 12;
const WORDS_HEIGHT = 56;
const TRACK_HEIGHT = WORDS_TOP + WORDS_HEIGHT + 16;
/** Space at either end, so the first and last boundaries can be grabbed. */
const SIDE_SPACE = 16;
/** Ruler steps in seconds; the finest whose labels stay this far apart is used. */
const RULER_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const RULER_LABEL_SPACING = 64;

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
  const translator = useTranslator();
  const scroller = useRef<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement | null>(null);
  const dragging = useRef<number | null>(null);
  const shownScale = useRef(pixelsPerSecond);
  const width = pixelsAt(durationSeconds, pixelsPerSecond);

  // A zoom keeps the moment in the middle of the view where it was.
  useLayoutEffect(() => {
    const view = scroller.current;
    const before = shownScale.current;
    shownScale.current = pixelsPerSecond;
    if (!view || before === pixelsPerSecond) return;
    const centre = (view.scrollLeft + view.clientWidth / 2 - SIDE_SPACE) / before;
    view.scrollLeft = scrollAfterZoom(centre, pixelsPerSecond, view.clientWidth) + SIDE_SPACE;
  }, [pixelsPerSecond]);

  // While playing, the view follows the playhead once it nears the right edge.
  useLayoutEffect(() => {
    const view = scroller.current;
    if (!view || !playing) return;
    const x = pixelsAt(playhead, pixelsPerSecond) + SIDE_SPACE;
    if (x < view.scrollLeft || x > view.scrollLeft + view.clientWidth - 48) {
      view.scrollLeft = Math.max(0, x - 48);
    }
  }, [playhead, playing, pixelsPerSecond]);

  const secondsAt = (clientX: number) =>
    secondsAtPointer(
      clientX,
      track.current?.getBoundingClientRect().left ?? 0,
      pixelsPerSecond,
      durationSeconds,
    );

  const seconds = (value: number) =>
    t('timing.seconds', {
      seconds: translator.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });

  const rulerStep =
    RULER_STEPS.find((step) => step * pixelsPerSecond >= RULER_LABEL_SPACING) ??
    RULER_STEPS[RULER_STEPS.length - 1]!;
  const ticks: number[] = [];
  for (let tick = 0; tick <= durationSeconds + 1e-9; tick += rulerStep) {
    ticks.push(Math.round(tick * 1000) / 1000);
  }

  const boundaryLabel = (boundary: Boundary) => {
    const before = boundary.ends === null ? null : words[boundary.ends]?.text;
    const after = boundary.starts === null ? null : words[boundary.starts]?.text;
    if (before && after) return t('timing.editor.between', { before, after });
    if (after) return t('timing.editor.startOf', { word: after });
    return t('timing.editor.endOf', { word: before ?? '' });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const range = boundaryRange(boundaries, times, index, durationSeconds);
    const target = keyTarget(event.key, event.shiftKey, times[index] ?? 0, range);
    if (target === null) return;
    event.preventDefault();
    onMove(index, target);
  };

  const pointerHandlers = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragging.current = index;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (dragging.current !== index) return;
      onMove(index, secondsAt(event.clientX));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      dragging.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel() {
      dragging.current = null;
    },
  });

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
        {/* The ruler: a click moves the playhead there. */}
        <Box
          aria-hidden
          onPointerDown={(event) => onSeek(secondsAt(event.clientX))}
          sx={(theme) => ({
            position: 'absolute',
            left: -SIDE_SPACE,
            right: -SIDE_SPACE,
            top: 0,
            height: RULER_HEIGHT,
            cursor: 'pointer',
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: alpha(theme.palette.text.primary, 0.03),
          })}
        >
          {ticks.map((tick) => (
            <Box
              key={tick}
              sx={{
                position: 'absolute',
                left: pixelsAt(tick, pixelsPerSecond) + SIDE_SPACE,
                bottom: 0,
                height: 8,
                borderLeft: 1,
                borderColor: 'text.disabled',
              }}
            >
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  bottom: 8,
                  left: 3,
                  typography: 'caption',
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {t('timing.seconds', { seconds: translator.number(tick) })}
              </Box>
            </Box>
          ))}
        </Box>

        {words.map((word, index) => {
          const time = wordTimes[index];
          if (!time) return null;
          const current = index === currentWord;
          const notPlaced = unplaced.has(index);
          return (
            <Box
              key={`${word.offset}-${index}`}
              component="button"
              type="button"
              lang={lang}
              aria-label={
                notPlaced
                  ? t('timing.editor.playUnplacedWord', { word: word.text })
                  : t('timing.editor.playWord', { word: word.text })
              }
              aria-current={current ? 'true' : undefined}
              title={word.text}
              onClick={() => onPlayWord(index)}
              sx={(theme) => ({
                position: 'absolute',
                top: WORDS_TOP,
                height: WORDS_HEIGHT,
                left: pixelsAt(time.startSeconds, pixelsPerSecond),
                width: Math.max(2, pixelsAt(time.endSeconds - time.startSeconds, pixelsPerSecond)),
                px: 0.5,
                m: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                font: 'inherit',
                fontSize: '1rem',
                fontWeight: current ? 700 : 500,
                cursor: 'pointer',
                borderRadius: 1.5,
                border: notPlaced ? '2px dashed' : '1px solid',
                borderColor: notPlaced
                  ? theme.palette.warning.main
                  : alpha(theme.palette.primary.main, 0.5),
                color: current ? theme.palette.primary.contrastText : theme.palette.text.primary,
                bgcolor: current
                  ? theme.palette.primary.main
                  : notPlaced
                    ? alpha(theme.palette.warning.main, 0.14)
                    : alpha(theme.palette.primary.main, 0.1),
                transition: 'background-color 80ms linear',
                '&:hover': {
                  bgcolor: current
                    ? theme.palette.primary.dark
                    : alpha(theme.palette.primary.main, 0.2),
                },
                '&:focus-visible': {
                  outline: `3px solid ${theme.palette.secondary.main}`,
                  outlineOffset: 1,
                },
              })}
            >
              {word.text}
            </Box>
          );
        })}

        {boundaries.map((boundary, index) => {
          const time = times[index] ?? 0;
          const range = boundaryRange(boundaries, times, index, durationSeconds);
          return (
            <Box
              key={index}
              role="slider"
              tabIndex={0}
              aria-label={boundaryLabel(boundary)}
              aria-orientation="horizontal"
              aria-valuemin={range.min}
              aria-valuemax={range.max}
              aria-valuenow={time}
              aria-valuetext={seconds(time)}
              onKeyDown={onKeyDown(index)}
              {...pointerHandlers(index)}
              sx={(theme) => ({
                position: 'absolute',
                top: WORDS_TOP - 8,
                height: WORDS_HEIGHT + 16,
                left: pixelsAt(time, pixelsPerSecond),
                width: 16,
                transform: 'translateX(-50%)',
                cursor: 'ew-resize',
                touchAction: 'none',
                zIndex: 2,
                outline: 'none',
                // The visible edge: a thin bar with a small grip in the middle.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 7,
                  top: 0,
                  bottom: 0,
                  width: 2,
                  borderRadius: 1,
                  bgcolor: alpha(theme.palette.primary.dark, 0.7),
                },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 4,
                  top: '50%',
                  width: 8,
                  height: 18,
                  mt: '-9px',
                  borderRadius: 4,
                  bgcolor: theme.palette.primary.main,
                  boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
                },
                '&:hover::after, &:focus-visible::after': {
                  bgcolor: theme.palette.secondary.main,
                  height: 26,
                  mt: '-13px',
                },
                '&:focus-visible::before': { bgcolor: theme.palette.secondary.dark, width: 3 },
              })}
            />
          );
        })}

        <Box
          aria-hidden
          data-testid="timing-playhead"
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: pixelsAt(playhead, pixelsPerSecond),
            width: 2,
            ml: '-1px',
            bgcolor: 'error.main',
            pointerEvents: 'none',
            zIndex: 3,
          }}
        />
      </Box>
    </Box>
  );
}
