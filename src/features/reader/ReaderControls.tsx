import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MicIcon from '@mui/icons-material/Mic';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, styled, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, type FocusEvent, type Ref } from 'react';
import { PLAYBACK_RATES } from '../../../contract/preferenceChoices';
import type { TextDirection } from '../../../contract/storyLanguages';
import { NativeField } from '../../components/NativeField';
import { useT } from '../../i18n/useT';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * The speed list: the device's own list (a phone shows its picker), lighter on the reader's
 * first screen than a menu and its popover.
 */
const SpeedList = styled(NativeField)(({ theme }) => ({
  fontSize: 15,
  fontWeight: 600,
  width: 84,
  height: 36,
  padding: theme.spacing(0, 1.5),
  cursor: 'pointer',
  [theme.breakpoints.down('sm')]: { width: 72 },
}));

interface ReaderControlsProps {
  pageIndex: number;
  pageCount: number;
  isLastPage: boolean;
  /** The way the page's text runs: in right-to-left text Next sits at the left, pointing left. */
  direction: TextDirection;
  selfReading: boolean;
  /** Read to me and its speed are offered (not when no voice speaks the page's language). */
  narration: boolean;
  isPlaying: boolean;
  loading: boolean;
  playbackRate: number;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
  onRateChange: (rate: number) => void;
  /** "I'll read": the reading coach listens to the child (on while `coaching`). */
  onCoach?: () => void;
  coaching?: boolean;
  previousRef?: Ref<HTMLButtonElement>;
  playRef?: Ref<HTMLButtonElement>;
  nextRef?: Ref<HTMLButtonElement>;
}

/** On a phone the Previous button shows only its arrow; its name stays for screen readers. */
const labelOnWideScreens = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

/** The strip the bar sits in: the page fades out under it instead of being cut by an edge. */
const stripSx = (theme: Theme) => ({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  mt: { xs: 1, sm: 2 },
  pt: 1.5,
  pb: { xs: 0, sm: 'calc(10px + env(safe-area-inset-bottom, 0px))' },
  // On a phone the bar spans the screen's width, as a sheet at its bottom edge.
  mx: { xs: -2, sm: 0 },
  background: `linear-gradient(to bottom, ${alpha(theme.palette.background.default, 0)}, ${theme.palette.background.default} 55%)`,
});

const barSx = (theme: Theme) => {
  const light = theme.palette.mode === 'light';
  return {
    maxWidth: 720,
    mx: 'auto',
    display: 'grid',
    // Play sits in the middle; on a phone the middle takes what the arrows leave.
    gridTemplateColumns: {
      xs: 'auto minmax(0, 1fr) auto',
      sm: 'minmax(0, 1fr) auto minmax(0, 1fr)',
    },
    alignItems: 'center',
    columnGap: { xs: 1, sm: 2 },
    px: 1.5,
    pt: 1,
    pb: { xs: 'calc(8px + env(safe-area-inset-bottom, 0px))', sm: 1 },
    borderRadius: { xs: '24px 24px 0 0', sm: '999px' },
    border: '1px solid',
    borderBottomWidth: { xs: 0, sm: 1 },
    borderColor: light ? '#f0dcb4' : alpha('#ffffff', 0.12),
    bgcolor: light ? '#fffdf7' : '#22384a',
    backgroundImage: 'none',
    boxShadow: light
      ? '0 12px 28px -10px rgba(150, 96, 20, 0.35), 0 2px 6px rgba(150, 96, 20, 0.08)'
      : '0 12px 28px -8px rgba(0, 0, 0, 0.7)',
    [theme.breakpoints.down('sm')]: {
      boxShadow: light
        ? '0 -8px 24px -12px rgba(150, 96, 20, 0.4)'
        : '0 -8px 24px -10px rgba(0, 0, 0, 0.8)',
    },
  };
};

const previousSx = (theme: Theme) => ({
  borderRadius: '999px',
  minHeight: 48,
  px: 2.25,
  [theme.breakpoints.down('sm')]: {
    minWidth: 48,
    px: 1.5,
    '& .MuiButton-startIcon, & .MuiButton-endIcon': { m: 0 },
  },
});

/**
 * Where the three parts of the bar sit: Previous where the text starts, Next where it goes.
 * The bar itself stays in the interface's direction (its words are the interface's) and
 * keeps Previous, Read to me, Next as the order keyboards and screen readers take.
 */
const cellSx = (direction: TextDirection, part: 'previous' | 'next') => {
  const atStart = (part === 'previous') === (direction === 'ltr');
  return { gridRow: 1, gridColumn: atStart ? 1 : 3, justifySelf: atStart ? 'start' : 'end' };
};

const coachSx = (coaching: boolean) => (theme: Theme) => ({
  flexShrink: 0,
  boxShadow: 2,
  // On the narrowest phones the bar holds five controls: the coach's is smaller.
  [theme.breakpoints.down('sm')]: { width: 40, height: 40, minHeight: 40 },
  color: coaching ? '#fff' : '#b93c17',
  bgcolor: coaching ? '#e4572e' : '#ffe3d6',
  '&:hover': { bgcolor: coaching ? '#c9461f' : '#ffd2bf' },
});

/** Read to me (or Pause), the coach's "I'll read", the speed and where the reader is. */
function ListeningControls({
  pageIndex,
  pageCount,
  selfReading,
  narration,
  isPlaying,
  loading,
  playbackRate,
  onTogglePlay,
  onRateChange,
  onCoach,
  coaching = false,
  playRef,
}: Omit<
  ReaderControlsProps,
  'isLastPage' | 'direction' | 'onPrevious' | 'onNext' | 'previousRef' | 'nextRef'
>) {
  const t = useT();
  const listening = narration && !selfReading;
  return (
    <Box
      sx={{
        gridRow: 1,
        gridColumn: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {listening && (
        <Fab
          ref={playRef}
          color="secondary"
          aria-label={isPlaying ? t('reader.pause') : t('reader.readToMe')}
          onClick={onTogglePlay}
          sx={{ color: '#0b3d20', flexShrink: 0, boxShadow: 2 }}
        >
          {loading ? (
            <CircularProgress size={24} color="inherit" />
          ) : isPlaying ? (
            <PauseIcon fontSize="large" />
          ) : (
            <PlayArrowIcon fontSize="large" />
          )}
        </Fab>
      )}
      {onCoach && (
        <Fab
          size="medium"
          aria-label={coaching ? t('coach.stopReading') : t('coach.illRead')}
          aria-pressed={coaching}
          onClick={onCoach}
          sx={coachSx(coaching)}
        >
          <MicIcon />
        </Fab>
      )}
      <Box sx={{ display: 'grid', justifyItems: 'center', rowGap: 0.5 }}>
        {listening && (
          <SpeedList
            as="select"
            aria-label={t('reader.speed')}
            title={t('reader.speed')}
            value={playbackRate}
            onChange={(event) => onRateChange(Number(event.target.value))}
          >
            {PLAYBACK_RATES.map((speed) => (
              <option key={speed} value={speed}>
                {t('reader.speedValue', { speed })}
              </option>
            ))}
          </SpeedList>
        )}
        <Typography
          aria-live="polite"
          variant="body2"
          sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {t('reader.pageOf', { page: pageIndex + 1, count: pageCount })}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Read to me goes when the page turns out to have no voice (the server said so when it was
 * pressed): keyboard focus, if it was there, moves on to Next rather than off the page.
 */
function useFocusPastReadToMe(offered: boolean) {
  const lastFocused = useRef<Element | null>(null);
  const nextCellRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const gone = lastFocused.current;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (!offered && gone && !gone.isConnected && focusLost) {
      nextCellRef.current?.querySelector('button')?.focus();
    }
  }, [offered]);
  return {
    nextCellRef,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      lastFocused.current = event.target;
    },
  };
}

/**
 * Previous, Read to me, speed and Next, in a bar that stays at the bottom of the screen while
 * the page scrolls above it, clear of a phone's home indicator.
 */
export function ReaderControls(props: ReaderControlsProps) {
  const { pageIndex, isLastPage, direction, onPrevious, onNext, previousRef, nextRef } = props;
  const t = useT();
  const rtl = direction === 'rtl';
  // The arrow that points back, on the side the story came from.
  const backArrow = rtl ? { endIcon: <ArrowForwardIcon /> } : { startIcon: <ArrowBackIcon /> };
  const onArrow = rtl ? { startIcon: <ArrowBackIcon /> } : { endIcon: <ArrowForwardIcon /> };
  const { nextCellRef, onFocus } = useFocusPastReadToMe(props.narration && !props.selfReading);
  return (
    <Box data-testid="reader-controls" sx={stripSx}>
      <Paper
        role="group"
        aria-label={t('reader.controls')}
        elevation={0}
        sx={barSx}
        onFocus={onFocus}
      >
        <Box sx={cellSx(direction, 'previous')}>
          <Button
            ref={previousRef}
            {...backArrow}
            disabled={pageIndex === 0}
            onClick={onPrevious}
            size="large"
            sx={previousSx}
          >
            <Box component="span" sx={labelOnWideScreens}>
              {t('reader.previous')}
            </Box>
          </Button>
        </Box>
        <ListeningControls {...props} />
        <Box ref={nextCellRef} sx={cellSx(direction, 'next')}>
          <Button
            ref={nextRef}
            {...onArrow}
            variant="contained"
            onClick={onNext}
            size="large"
            sx={{
              borderRadius: '999px',
              minHeight: 48,
              px: { xs: 1.25, sm: 3 },
              whiteSpace: 'nowrap',
            }}
          >
            {isLastPage ? t('reader.theEnd') : t('reader.next')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
