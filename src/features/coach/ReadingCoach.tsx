import type { StoryLanguage } from '../../../contract/storyLanguages';
import MicIcon from '@mui/icons-material/Mic';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent } from 'react';

import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { coachWordResults, recordCoachResults } from './coachResults';
import { summary } from './follower';
import { coachMarks, type CoachMark } from './marks';
import { useReadingCoach, type CoachStatus } from './useReadingCoach';

export interface ReadingCoachProps {
  /** The story and page (from 1) read, for the results kept for the family view. */
  storyId: string;
  pageNo: number;
  text: string;
  /** The language the page is shown in; the coach listens for English only. */
  language: StoryLanguage;
  /** The words' marks for the page's text, or undefined when the coach has none. */
  onMarks: (marks: (CoachMark | undefined)[] | undefined) => void;
  /** Plays one word of the page's narration, when it has arrived. */
  onPlayWord?: ((index: number) => void) | undefined;
  /** The child read the page (some of it) to the coach. */
  onPageRead: () => void;
  onNext: () => void;
  isLastPage: boolean;
  onClose: () => void;
}

const panelSx = {
  mt: 3,
  p: { xs: 2, sm: 2.5 },
  borderRadius: '20px',
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'background.default',
} as const;

/** "I'll read": the child reads the page aloud and the coach follows word by word. */
export default function ReadingCoach(props: ReadingCoachProps) {
  const t = useT();
  if (props.language !== 'english') {
    return (
      <Alert
        severity="info"
        role="status"
        sx={{ mt: 3, borderRadius: '16px' }}
        action={
          <Button color="inherit" size="small" onClick={props.onClose}>
            {t('coach.close')}
          </Button>
        }
      >
        {t('coach.englishOnly')}
      </Alert>
    );
  }
  return <CoachSession {...props} />;
}

function CoachSession({
  storyId,
  pageNo,
  text,
  onMarks,
  onPlayWord,
  onPageRead,
  onNext,
  isLastPage,
  onClose,
}: ReadingCoachProps) {
  const t = useT();
  const { status, follower, level, start, stop } = useReadingCoach(text, onPageRead);
  const listening = status === 'listening';

  useEffect(() => {
    onMarks(coachMarks(follower, listening));
  }, [follower, listening, onMarks]);
  useEffect(() => () => onMarks(undefined), [onMarks]);

  // Each reading of the page to the coach, once finished, is kept for the family view.
  const dispatch = useAppDispatch();
  const keepResults = useEffectEvent(() => {
    void dispatch(
      recordCoachResults({ storyId, page_no: pageNo, words: coachWordResults(follower) }),
    );
  });
  useEffect(() => {
    if (status === 'finished') keepResults();
  }, [status]);

  return (
    <Box component="section" aria-label={t('coach.title')} sx={panelSx}>
      <Box role="status" aria-live="polite">
        {status === 'starting' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={22} />
            <Typography>{t('coach.starting')}</Typography>
          </Box>
        )}
        {listening && <Listening level={level} onStop={stop} />}
        {status === 'finished' && (
          <Results
            follower={follower}
            onPlayWord={onPlayWord}
            onAgain={start}
            onNext={onNext}
            isLastPage={isLastPage}
          />
        )}
        {(status === 'denied' || status === 'noMicrophone' || status === 'failed') && (
          <Failure status={status} onAgain={start} onClose={onClose} />
        )}
      </Box>
    </Box>
  );
}

function Listening({ level, onStop }: { level: number; onStop: () => void }) {
  const t = useT();
  // The light grows with the voice, so a child sees the coach hears them.
  const glow = Math.min(1, level * 12);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: '#fff',
          bgcolor: '#e4572e',
          boxShadow: `0 0 0 ${4 + glow * 10}px rgba(228, 87, 46, ${0.18 + glow * 0.2})`,
          transition: 'box-shadow 100ms linear',
        }}
      >
        <MicIcon />
      </Box>
      <Box sx={{ flex: '1 1 180px' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('coach.listening')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('coach.listeningHint')}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onStop} sx={{ borderRadius: '999px' }}>
        {t('coach.stop')}
      </Button>
    </Box>
  );
}

function Results({
  follower,
  onPlayWord,
  onAgain,
  onNext,
  isLastPage,
}: {
  follower: Parameters<typeof summary>[0];
  onPlayWord?: ((index: number) => void) | undefined;
  onAgain: () => void;
  onNext: () => void;
  isLastPage: boolean;
}) {
  const t = useT();
  const { read, total, stars, practise } = summary(follower);
  return (
    <Box>
      <Box
        role="img"
        aria-label={t('coach.stars', { count: stars })}
        sx={{ display: 'flex', gap: 0.5, mb: 1 }}
      >
        {[0, 1, 2].map((star) => (
          <StarRoundedIcon
            key={star}
            sx={{ fontSize: 44, color: star < stars ? '#f5b301' : 'action.disabled' }}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {read === total ? t('coach.everyWord') : t('coach.wordsRead', { read, total })}
      </Typography>
      {practise.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('coach.practise')}</Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {practise.map((index) => {
              const word = follower.words[index]?.text.replace(
                /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu,
                '',
              );
              return (
                <Box component="li" key={index} sx={{ listStyle: 'none' }}>
                  <Button
                    variant="outlined"
                    color="warning"
                    size="small"
                    startIcon={<VolumeUpIcon />}
                    disabled={!onPlayWord}
                    aria-label={t('coach.hear', { word: word ?? '' })}
                    onClick={() => onPlayWord?.(index)}
                    sx={{ borderRadius: '999px', textTransform: 'none', fontSize: 17 }}
                  >
                    {word}
                  </Button>
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button onClick={onAgain} startIcon={<MicIcon />} sx={{ borderRadius: '999px' }}>
          {t('coach.again')}
        </Button>
        <Button variant="contained" onClick={onNext} sx={{ borderRadius: '999px' }}>
          {isLastPage ? t('coach.finishStory') : t('coach.nextPage')}
        </Button>
      </Box>
    </Box>
  );
}

function Failure({
  status,
  onAgain,
  onClose,
}: {
  status: Extract<CoachStatus, 'denied' | 'noMicrophone' | 'failed'>;
  onAgain: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const message = {
    denied: t('coach.denied'),
    noMicrophone: t('coach.noMicrophone'),
    failed: t('coach.failed'),
  }[status];
  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: '16px' }}
      action={
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button color="inherit" size="small" onClick={onAgain}>
            {t('coach.tryAgain')}
          </Button>
          <Button color="inherit" size="small" onClick={onClose}>
            {t('coach.close')}
          </Button>
        </Box>
      }
    >
      {message}
    </Alert>
  );
}
