import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/Edit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languages';
import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { assetUrl } from '../../lib/assetUrl';
import { friendlyMessage } from '../../lib/errors';
import { selectIsAdmin } from '../auth/selectors';
import { EndScreen } from './EndScreen';
import { readingFontStack } from './fontChoices';
import { NarratedText } from './NarratedText';
import { narrationCleared, setPlaybackRate, setPlaying, togglePlayback } from './narrationSlice';
import { ReaderSettings } from './ReaderSettings';
import { recordReading } from './readingProgress';
import { unlockAudio } from './settingsSlice';
import { nextPage, previousPage, resetPage } from './storyPageSlice';
import { useBackgroundMusic } from './useBackgroundMusic';
import { useNarrationPlayer } from './useNarrationPlayer';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Reader({ story }: { story: Story }) {
  const dispatch = useAppDispatch();
  const { currentPage, pageCount } = useAppSelector((state) => state.storyPage);
  const settings = useAppSelector((state) => state.settings);
  const {
    isPlaying,
    playbackRate,
    error: narrationError,
  } = useAppSelector((state) => state.narration);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const pageIndex = Math.min(currentPage, Math.max(story.pages.length - 1, 0));
  const page = story.pages[pageIndex];
  const isLastPage = pageIndex >= story.pages.length - 1;
  const title = story.translated_titles[settings.language] ?? story.title;

  // A new story opens with nothing playing (the page was reset when it loaded).
  useEffect(() => {
    dispatch(narrationCleared());
    return () => {
      dispatch(setPlaying(false));
    };
  }, [dispatch, story._id]);

  // Browsers allow sound only after a gesture: the first one unlocks narration and music.
  useEffect(() => {
    if (settings.audioUnlocked) return;
    const unlock = () => dispatch(unlockAudio());
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [dispatch, settings.audioUnlocked]);

  const finish = useCallback(() => {
    dispatch(setPlaying(false));
    setFinished(true);
    void dispatch(
      recordReading({ storyId: story._id, page_no: story.pages.length, finished: true }),
    );
  }, [dispatch, story._id, story.pages.length]);

  const goNext = useCallback(() => {
    if (isLastPage) finish();
    else dispatch(nextPage());
  }, [dispatch, finish, isLastPage]);

  const goPrevious = useCallback(() => dispatch(previousPage()), [dispatch]);

  const {
    audioRef,
    audioUrl,
    reading,
    highlightedIndex,
    canPlayWords,
    status: narrationStatus,
    handleEnded,
    playWord,
  } = useNarrationPlayer({
    story,
    pageIndex,
    language: settings.language,
    onPageEnd: goNext,
  });
  useBackgroundMusic(isPlaying);

  useEffect(() => {
    if (pageCount && !finished) {
      void dispatch(recordReading({ storyId: story._id, page_no: pageIndex + 1 }));
    }
  }, [dispatch, story._id, pageIndex, pageCount, finished]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (settingsOpen || finished || isTyping(event.target) || event.altKey || event.metaKey)
        return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        goNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        goPrevious();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goNext, goPrevious, settingsOpen, finished]);

  const readAgain = () => {
    dispatch(resetPage());
    setFinished(false);
  };

  const loadingNarration = isPlaying && narrationStatus === 'loading';

  return (
    <Box component="article" aria-label={story.title} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            lang={LANGUAGE_TAGS[settings.language]}
            sx={{ color: 'primary.main', fontSize: { xs: 28, sm: 34 } }}
          >
            {title}
          </Typography>
          <Typography color="text.secondary">{story.author}</Typography>
        </Box>
        {isAdmin && (
          <Button
            component={RouterLink}
            to={paths.storyModification(story._id)}
            startIcon={<EditIcon />}
            variant="outlined"
            sx={{ flexShrink: 0 }}
          >
            Edit this story
          </Button>
        )}
        <Tooltip title="Reader settings">
          <IconButton
            aria-label="Reader settings"
            onClick={() => setSettingsOpen(true)}
            sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
          >
            <SettingsIcon />
          </IconButton>
        </Tooltip>
      </Box>

      {finished ? (
        <EndScreen
          title={title}
          coverImage={story.pages[0]?.image_path ?? ''}
          onReadAgain={readAgain}
        />
      ) : (
        page && (
          <Paper
            elevation={2}
            sx={{
              overflow: 'hidden',
              borderRadius: 5,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
              alignItems: 'center',
            }}
          >
            {page.image_path && (
              <Box
                component="img"
                src={assetUrl(page.image_path)}
                alt={page.image_description}
                sx={{
                  width: '100%',
                  height: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  display: 'block',
                  bgcolor: '#fdf2d0',
                }}
              />
            )}
            <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
              {!reading.translated && settings.language !== 'english' && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  This page is not translated into {LANGUAGE_LABELS[settings.language]} yet, so it
                  is shown in English.
                </Alert>
              )}
              <NarratedText
                text={reading.text}
                lang={LANGUAGE_TAGS[reading.language]}
                highlightedIndex={highlightedIndex}
                fontFamily={readingFontStack(settings.fontFamily)}
                textSize={settings.textSize}
                onWordClick={settings.selfReading && canPlayWords ? playWord : undefined}
              />
              {narrationError &&
                !settings.selfReading &&
                isPlaying === false &&
                narrationStatus === 'failed' && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    The story cannot be read aloud right now: {friendlyMessage(narrationError)}
                  </Alert>
                )}
            </Box>
          </Paper>
        )
      )}

      {/* The page's narration; a hidden element the reader drives. */}
      <audio
        ref={audioRef}
        src={audioUrl ?? undefined}
        preload="auto"
        data-testid="narration-audio"
        onEnded={handleEnded}
        hidden
      />

      {!finished && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr auto 1fr' },
            gridTemplateAreas: { xs: '"center center" "prev next"', sm: '"prev center next"' },
            alignItems: 'center',
            gap: 1,
            mt: 2,
          }}
        >
          <Box sx={{ gridArea: 'prev' }}>
            <Button
              startIcon={<ArrowBackIcon />}
              disabled={pageIndex === 0}
              onClick={goPrevious}
              size="large"
            >
              Previous
            </Button>
          </Box>
          <Box
            sx={{
              gridArea: 'center',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexDirection: 'column',
            }}
          >
            {!settings.selfReading && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Fab
                  color="secondary"
                  aria-label={isPlaying ? 'Pause reading' : 'Read to me'}
                  onClick={() => {
                    dispatch(unlockAudio());
                    dispatch(togglePlayback());
                  }}
                  sx={{ color: '#0b3d20' }}
                >
                  {loadingNarration ? (
                    <CircularProgress size={24} color="inherit" />
                  ) : isPlaying ? (
                    <PauseIcon />
                  ) : (
                    <PlayArrowIcon />
                  )}
                </Fab>
                <TextField
                  select
                  size="small"
                  label="Speed"
                  value={playbackRate}
                  onChange={(event) => dispatch(setPlaybackRate(Number(event.target.value)))}
                  sx={{ minWidth: 92 }}
                >
                  {SPEEDS.map((speed) => (
                    <MenuItem key={speed} value={speed}>
                      {speed}×
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            )}
            <Typography aria-live="polite">
              Page {pageIndex + 1} of {story.pages.length}
            </Typography>
          </Box>
          <Box sx={{ gridArea: 'next', justifySelf: 'end' }}>
            <Button
              endIcon={<ArrowForwardIcon />}
              variant="contained"
              onClick={goNext}
              size="large"
            >
              {isLastPage ? 'The End' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
      <ReaderSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
