import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { RecordedWord } from '../../../contract/recordings';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { pixelsAt, type WordTimes } from './TimingMath';
import { SIDE_SPACE } from './useTimelineInteraction';

// The looks of the timing timeline's parts: the ruler, the words as blocks, the boundaries'
// handles between them and the playhead.

export const RULER_HEIGHT = 28;
const WORDS_TOP = RULER_HEIGHT + 12;
const WORDS_HEIGHT = 56;
export const TRACK_HEIGHT = WORDS_TOP + WORDS_HEIGHT + 16;
/** Ruler steps in seconds; the finest whose labels stay this far apart is used. */
const RULER_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const RULER_LABEL_SPACING = 64;

/** The ruler's marks, every step of seconds from the start to the end. */
function ticksOf(durationSeconds: number, pixelsPerSecond: number): number[] {
  const step =
    RULER_STEPS.find((candidate) => candidate * pixelsPerSecond >= RULER_LABEL_SPACING) ??
    RULER_STEPS[RULER_STEPS.length - 1]!;
  const ticks: number[] = [];
  for (let tick = 0; tick <= durationSeconds + 1e-9; tick += step) {
    ticks.push(Math.round(tick * 1000) / 1000);
  }
  return ticks;
}

/** The ruler: marks labelled in seconds; a press moves the playhead there. */
export function TimingRuler({
  durationSeconds,
  pixelsPerSecond,
  onPointerDown,
}: {
  durationSeconds: number;
  pixelsPerSecond: number;
  onPointerDown(event: PointerEvent<HTMLDivElement>): void;
}) {
  const t = useT();
  const translator = useTranslator();
  return (
    <Box
      aria-hidden
      onPointerDown={onPointerDown}
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
      {ticksOf(durationSeconds, pixelsPerSecond).map((tick) => (
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
  );
}

/** One word as a block as long as it is said; a press plays it. */
export function WordBlock({
  word,
  time,
  pixelsPerSecond,
  current,
  notPlaced,
  lang,
  onPlay,
}: {
  word: RecordedWord;
  time: WordTimes;
  pixelsPerSecond: number;
  current: boolean;
  notPlaced: boolean;
  lang: string;
  onPlay(): void;
}) {
  const t = useT();
  return (
    <Box
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
      onClick={onPlay}
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
          bgcolor: current ? theme.palette.primary.dark : alpha(theme.palette.primary.main, 0.2),
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
}

/** What a boundary's handle listens to: the pointer and the keys a slider takes. */
export interface HandleEvents {
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onPointerDown(event: PointerEvent<HTMLDivElement>): void;
  onPointerMove(event: PointerEvent<HTMLDivElement>): void;
  onPointerUp(event: PointerEvent<HTMLDivElement>): void;
  onPointerCancel(): void;
}

/** A boundary between words (or a word's free edge), as a slider: a thin bar with a grip. */
export function BoundaryHandle({
  label,
  time,
  range,
  pixelsPerSecond,
  events,
}: {
  label: string;
  time: number;
  range: { min: number; max: number };
  pixelsPerSecond: number;
  events: HandleEvents;
}) {
  const t = useT();
  const translator = useTranslator();
  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={time}
      aria-valuetext={t('timing.seconds', {
        seconds: translator.number(time, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      })}
      {...events}
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
}

/** Where playing is, across the whole timeline. */
export function Playhead({ left }: { left: number }) {
  return (
    <Box
      aria-hidden
      data-testid="timing-playhead"
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left,
        width: 2,
        ml: '-1px',
        bgcolor: 'error.main',
        pointerEvents: 'none',
        zIndex: 3,
      }}
    />
  );
}
