import BookmarkIcon from '@mui/icons-material/Bookmark';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languageNames';
import type { Story } from '../../../contract/stories';
import { PICTURE_BACKGROUND } from '../../app/brand';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { whenPageIsIdle } from '../../lib/idle';
import { loadChunk } from '../../lib/lazyScreen';
import { selectIsAdmin } from '../auth/selectors';
import { ReadByLabel } from '../recordings/ReadByLabel';
import { RecordPageButton } from '../recordings/RecordPageButton';
import { PAGE_PARAM } from '../stories/readingPlace';
import { titleIn } from '../stories/storyTitle';
import { focusRingWithin } from './focusRing';
import { useScriptFonts } from '../../lib/scriptFonts';
import { readingFontStack } from './fontChoices';
import { readerScrollBehavior } from './motion';
import { NarratedText } from './NarratedText';
import { narrationCleared, setPlaybackRate, setPlaying, togglePlayback } from './narrationSlice';
import { ReaderControls } from './ReaderControls';
import { READER_SCROLL_MARGIN_TOP } from './readerLayout';
import { recordReading } from './readingProgress';
import { unlockAudio } from './settingsSlice';
import { nextPage, previousPage, resetPage } from './storyPageSlice';
import { useBackgroundMusic } from './useBackgroundMusic';
import { useNarrationPlayer } from './useNarrationPlayer';
import type { CoachMark } from '../coach/marks';

/**
 * The end of a story (celebration, points, the next story, a quiz) in its own file: only a
 * reader who gets there needs it, and it is fetched as the last page opens.
 */
const loadEndScreen = () => loadChunk('end-screen', () => import('./EndScreen'));
const EndScreen = lazy(() => loadEndScreen().then((module) => ({ default: module.EndScreen })));

/**
 * The settings panel is not needed to start reading: it loads once the page is idle, or at
 * the first press of the gear if that comes sooner.
 */
const loadSettings = () => loadChunk('reader-settings', () => import('./ReaderSettings'));
const ReaderSettings = lazy(() =>
  loadSettings().then((module) => ({ default: module.ReaderSettings })),
);

/** The reading coach ("I'll read") and its recogniser load only when a child presses it. */
const ReadingCoach = lazy(() => import('../coach/ReadingCoach'));

/** Where the arrow keys already mean something: typing, sliders, lists and menus. */
const OWN_ARROW_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="slider"], [role="spinbutton"], [role="menu"], [role="textbox"], [role="radiogroup"], [role="tablist"]';

const keepsArrowKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest(OWN_ARROW_KEYS) !== null);

export function Reader({
  story,
  preview = false,
}: {
  story: Story;
  /** The editor's preview of unsaved pages: no reading is recorded and no Edit button. */
  preview?: boolean;
}) {
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  const dispatch = useAppDispatch();
  const { currentPage, pageCount, startPage } = useAppSelector((state) => state.storyPage);
  const settings = useAppSelector((state) => state.settings);
  const {
    isPlaying,
    playbackRate,
    error: narrationError,
  } = useAppSelector((state) => state.narration);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  useEffect(() => {
    whenPageIsIdle(() => void loadSettings().catch(() => undefined));
  }, []);
  const [finished, setFinished] = useState(false);
  // The coach listens to one page: it is on only for the page it was started on.
  const [coachedPage, setCoachedPage] = useState<number | null>(null);
  const [coachMarks, setCoachMarks] = useState<readonly (CoachMark | undefined)[]>();
  // Points the finished story has brought the reader: undefined until the server has counted.
  const [storyPoints, setStoryPoints] = useState<number | null>();
  // A reader carrying on from a later page is told so, with a way back to the start, until
  // they turn a page.
  const [turnedAPage, setTurnedAPage] = useState(false);
  const pageIndex = Math.min(currentPage, Math.max(story.pages.length - 1, 0));
  const coaching = coachedPage === pageIndex && !finished;
  const page = story.pages[pageIndex];
  const isLastPage = pageIndex >= story.pages.length - 1;
  // The heading is in the language the story is read in, like its pages.
  const title = titleIn(story, settings.language);

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
    if (preview) return;
    void dispatch(
      recordReading({ storyId: story._id, page_no: story.pages.length, finished: true }),
    )
      .unwrap()
      .then((answer) => setStoryPoints(answer?.storyPoints ?? null));
  }, [dispatch, story._id, story.pages.length, preview]);

  // The end is near: its screen's code comes now, so it shows at once.
  useEffect(() => {
    if (isLastPage) loadEndScreen().catch(() => undefined);
  }, [isLastPage]);

  const goNext = useCallback(() => {
    setTurnedAPage(true);
    if (isLastPage) finish();
    else dispatch(nextPage());
  }, [dispatch, finish, isLastPage]);

  const previousRef = useRef<HTMLButtonElement | null>(null);
  const playRef = useRef<HTMLButtonElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const pageCardRef = useRef<HTMLDivElement | null>(null);

  const goPrevious = useCallback(() => {
    // Previous turns grey on the first page; keyboard focus moves on to Next, not lost.
    if (pageIndex === 1 && document.activeElement === previousRef.current) {
      nextRef.current?.focus();
    }
    setTurnedAPage(true);
    dispatch(previousPage());
  }, [dispatch, pageIndex]);

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
  useScriptFonts(settings.language, reading.language);

  useEffect(() => {
    if (pageCount && !finished && !preview) {
      void dispatch(recordReading({ storyId: story._id, page_no: pageIndex + 1 }));
    }
  }, [dispatch, story._id, pageIndex, pageCount, finished, preview]);

  // The address follows the page on screen (`?page=3`), so a reload or a shared link opens it.
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    // The editor's preview leaves the editor's address alone.
    if (preview) return;
    const params = new URLSearchParams(location.search);
    const page = pageIndex > 0 ? String(pageIndex + 1) : null;
    if (params.get(PAGE_PARAM) === page) return;
    if (page) params.set(PAGE_PARAM, page);
    else params.delete(PAGE_PARAM);
    const search = params.toString();
    void navigate(
      { search: search ? `?${search}` : '' },
      { replace: true, state: location.state as unknown },
    );
  }, [navigate, location.search, location.state, pageIndex, preview]);

  // A layout effect: the arrow keys work from the moment the page shows. The reader renders in a
  // transition, whose passive effects a busy phone may run well after the page is on screen.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        settingsOpen ||
        finished ||
        event.defaultPrevented ||
        keepsArrowKeys(event.target) ||
        event.altKey ||
        event.metaKey ||
        event.ctrlKey
      )
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

  // A turned page starts at its top: the picture, then the text (the bar stays in view).
  const shownPage = finished ? -1 : pageIndex;
  const firstShown = useRef(true);
  useEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const card = pageCardRef.current;
    if (card && card.getBoundingClientRect().top < READER_SCROLL_MARGIN_TOP) {
      card.scrollIntoView?.({ block: 'start', behavior: readerScrollBehavior() });
    }
  }, [shownPage]);

  // Read again: keyboard focus starts where the story does, on Read to me (or Next).
  const focusStartOnReturn = useRef(false);
  useEffect(() => {
    if (finished || !focusStartOnReturn.current) return;
    focusStartOnReturn.current = false;
    (playRef.current ?? nextRef.current)?.focus();
  }, [finished]);

  const readAgain = () => {
    dispatch(resetPage());
    focusStartOnReturn.current = true;
    setFinished(false);
    setStoryPoints(undefined);
  };

  const startOver = () => {
    dispatch(resetPage());
    setTurnedAPage(true);
    // The banner with the pressed button goes: keyboard focus moves on to where reading starts.
    (playRef.current ?? nextRef.current)?.focus();
  };
  const continuing = startPage > 0 && !turnedAPage && !finished && !preview;

  const loadingNarration = isPlaying && narrationStatus === 'loading';

  return (
    <Box
      component="article"
      aria-label={story.title}
      sx={(theme) => ({ maxWidth: 1200, mx: 'auto', ...focusRingWithin(theme) })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            lang={title.lang}
            sx={{ color: 'primary.main', fontSize: { xs: 28, sm: 34 } }}
          >
            {title.text}
          </Typography>
          <Typography color="text.secondary">{story.author}</Typography>
        </Box>
        {isAdmin && !preview && (
          <Button
            component={RouterLink}
            to={paths.storyModification(story._id)}
            startIcon={<EditIcon />}
            variant="outlined"
            sx={{ flexShrink: 0 }}
          >
            {t('reader.editStory')}
          </Button>
        )}
        {/* The browser's own hint: MUI's Tooltip and its popper would add 11 KB gzip to the
          reader's first screen. */}
        <IconButton
          aria-label={t('reader.settings')}
          title={t('reader.settings')}
          aria-haspopup="dialog"
          onClick={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
          sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
        >
          <SettingsIcon />
        </IconButton>
      </Box>

      {continuing && (
        <Alert
          severity="info"
          role="status"
          icon={<BookmarkIcon />}
          action={
            <Button color="inherit" size="small" onClick={startOver}>
              {t('reader.startOver')}
            </Button>
          }
          sx={{ mb: 2, alignItems: 'center' }}
        >
          {t('reader.continuingFrom', { page: startPage + 1 })}
        </Alert>
      )}

      <Box ref={pageCardRef} sx={{ scrollMarginTop: `${READER_SCROLL_MARGIN_TOP}px` }}>
        {finished ? (
          <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 480 }} />}>
            <EndScreen
              title={title.text}
              titleLang={title.lang}
              coverImage={story.pages[0]?.image_path ?? ''}
              points={storyPoints}
              onReadAgain={readAgain}
            />
          </Suspense>
        ) : (
          page && (
            <Paper
              elevation={2}
              sx={{
                overflow: 'hidden',
                borderRadius: '28px',
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
                  // The page's picture is what a reader waits for: fetch it first.
                  fetchPriority="high"
                  sx={{
                    width: '100%',
                    height: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    display: 'block',
                    bgcolor: PICTURE_BACKGROUND,
                  }}
                />
              )}
              <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
                {!reading.translated && settings.language !== 'english' && (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {t('reader.notTranslated', { language: LANGUAGE_LABELS[settings.language] })}
                  </Alert>
                )}
                <ReadByLabel />
                <NarratedText
                  text={reading.text}
                  lang={LANGUAGE_TAGS[reading.language]}
                  highlightedIndex={highlightedIndex}
                  fontFamily={readingFontStack(settings.fontFamily)}
                  textSize={settings.textSize}
                  onWordClick={
                    (settings.selfReading || coaching) && canPlayWords ? playWord : undefined
                  }
                  marks={coaching ? coachMarks : undefined}
                />
                {coaching && (
                  <Suspense fallback={null}>
                    <ReadingCoach
                      key={pageIndex}
                      text={reading.text}
                      language={reading.language}
                      onMarks={setCoachMarks}
                      onPlayWord={canPlayWords ? playWord : undefined}
                      onPageRead={() => {
                        if (!preview) {
                          void dispatch(
                            recordReading({ storyId: story._id, page_no: pageIndex + 1 }),
                          );
                        }
                      }}
                      onNext={goNext}
                      isLastPage={isLastPage}
                      onClose={() => setCoachedPage(null)}
                    />
                  </Suspense>
                )}
                {narrationError &&
                  !settings.selfReading &&
                  isPlaying === false &&
                  narrationStatus === 'failed' && (
                    <Alert severity="warning" sx={{ mt: 2 }}>
                      {t('reader.narrationFailed', { reason: friendlyMessage(narrationError) })}
                    </Alert>
                  )}
                {!preview && (
                  <RecordPageButton
                    storyId={story._id}
                    page_no={pageIndex + 1}
                    language={reading.language}
                    text={reading.text}
                  />
                )}
              </Box>
            </Paper>
          )
        )}
      </Box>

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
        <ReaderControls
          pageIndex={pageIndex}
          pageCount={story.pages.length}
          isLastPage={isLastPage}
          selfReading={settings.selfReading}
          isPlaying={isPlaying}
          loading={loadingNarration}
          playbackRate={playbackRate}
          onPrevious={goPrevious}
          onNext={goNext}
          onTogglePlay={() => {
            dispatch(unlockAudio());
            dispatch(togglePlayback());
          }}
          onRateChange={(rate) => dispatch(setPlaybackRate(rate))}
          coaching={coaching}
          onCoach={() => {
            dispatch(setPlaying(false));
            setCoachedPage(coaching ? null : pageIndex);
          }}
          previousRef={previousRef}
          playRef={playRef}
          nextRef={nextRef}
        />
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <ReaderSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
