import { textDirection, type StoryLanguage } from '../../../contract/storyLanguages';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';

import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadChunk } from '../../boot/lazyScreen';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { whenPageIsIdle } from '../../lib/idle';
import { useScriptFonts } from '../../lib/scriptFonts';
import { titleIn } from '../../lib/story/storyTitle';
import { selectIsAdmin } from '../auth';
import { ContinuingBanner } from './ContinuingBanner';
import { focusRingWithin } from './focusRing';
import { setPlaying } from './narrationSlice';
import { ReaderControlBar } from './ReaderControlBar';
import { loadEndScreen, ReaderEnd } from './ReaderEnd';
import { ReaderHeader } from './ReaderHeader';
import { READER_SCROLL_MARGIN_TOP } from './readerLayout';
import { ReaderPage } from './ReaderPage';
import { useArrowKeyPaging } from './useArrowKeyPaging';
import { useAudioUnlock } from './useAudioUnlock';
import { useBackgroundMusic } from './useBackgroundMusic';
import { useNarrationPlayer } from './useNarrationPlayer';
import { useReaderAddress } from './useReaderAddress';
import { useReadingFlow } from './useReadingFlow';

/**
 * The settings panel is not needed to start reading: it loads once the page is idle, or at
 * the first press of the gear if that comes sooner.
 */
const loadSettings = () => loadChunk('reader-settings', () => import('./ReaderSettings'));
const ReaderSettings = lazy(() =>
  loadSettings().then((module) => ({ default: module.ReaderSettings })),
);
const loadEndScreenSoon = () => void loadEndScreen().catch(() => undefined);

/** The settings panel, once the reader has asked for it. */
function LazyReaderSettings({
  used,
  ...props
}: ComponentProps<typeof ReaderSettings> & { used: boolean }) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReaderSettings {...props} />
    </Suspense>
  );
}

/** The settings panel: whether it is open, and whether it was ever asked for. */
function useSettingsPanel() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    whenPageIsIdle(() => void loadSettings().catch(() => undefined));
  }, []);
  return {
    open,
    used,
    show: () => {
      setUsed(true);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** The page a reader is on, for what other features add to it (a recorder, say). */
export interface PageExtras {
  storyId: string;
  page_no: number;
  language: StoryLanguage;
  text: string;
}

interface ReaderProps {
  story: Story;
  /** The editor's preview of unsaved pages: no reading is recorded and no Edit button. */
  preview?: boolean;
  /** Shown above each page's text (who read the narration aloud). */
  pageLabel?: ReactNode;
  /** Shown below each page's text, for the page on screen (recording it). */
  pageActions?: (page: PageExtras) => ReactNode;
  /** Shown in the header beside the settings gear (keeping the story for offline). */
  headerActions?: ReactNode;
}

export function Reader({
  story,
  preview = false,
  pageLabel,
  pageActions,
  headerActions,
}: ReaderProps) {
  const friendlyMessage = useFriendlyMessage();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const { isPlaying, error: narrationError } = useAppSelector((state) => state.narration);
  const isAdmin = useAppSelector(selectIsAdmin);
  const settingsPanel = useSettingsPanel();
  const {
    pageIndex,
    finished,
    isLastPage,
    continuingFrom,
    storyPoints,
    recordPageRead,
    noteCoached,
    goNext,
    goPrevious,
    readAgain,
    startOver,
    pageCardRef,
    controlRefs,
  } = useReadingFlow({ story, preview, onEndNear: loadEndScreenSoon });
  // The coach listens to one page: it is on only for the page it was started on.
  const [coachedPage, setCoachedPage] = useState<number | null>(null);
  const coaching = coachedPage === pageIndex && !finished;
  const page = story.pages[pageIndex];
  // The heading is in the language the story is read in, like its pages.
  const title = titleIn(story, settings.language);

  useAudioUnlock(settings.audioUnlocked);
  const { audioRef, ...narration } = useNarrationPlayer({
    story,
    pageIndex,
    language: settings.language,
    onPageEnd: goNext,
  });
  const { reading } = narration;
  // The page's text decides which way the pages turn: left goes on in Urdu or Arabic.
  const direction = textDirection(reading.language);
  useBackgroundMusic(isPlaying);
  useScriptFonts(settings.language, reading.language);
  useReaderAddress(pageIndex, !preview);
  useArrowKeyPaging({
    enabled: !settingsPanel.open && !finished,
    direction,
    onNext: goNext,
    onPrevious: goPrevious,
  });
  const narrationFailed =
    narrationError && !settings.selfReading && !isPlaying && narration.status === 'failed';
  const { language, text } = reading;
  const here = { storyId: story._id, page_no: pageIndex + 1, language, text };

  return (
    <Box
      component="article"
      aria-label={story.title}
      sx={(theme) => ({ maxWidth: 1200, mx: 'auto', ...focusRingWithin(theme) })}
    >
      <ReaderHeader
        title={title}
        author={story.author}
        editStoryId={isAdmin && !preview ? story._id : null}
        onOpenSettings={settingsPanel.show}
        actions={!preview && headerActions}
      />
      {continuingFrom && <ContinuingBanner page={continuingFrom} onStartOver={startOver} />}
      <Box ref={pageCardRef} sx={{ scrollMarginTop: `${READER_SCROLL_MARGIN_TOP}px` }}>
        {finished ? (
          <ReaderEnd
            title={title.text}
            titleLang={title.lang}
            titleDir={title.dir}
            coverImage={story.pages[0]?.image_path ?? ''}
            points={storyPoints}
            book={story}
            onReadAgain={readAgain}
          />
        ) : (
          page && (
            <ReaderPage
              storyId={story._id}
              page={page}
              pageIndex={pageIndex}
              reading={reading}
              settings={settings}
              highlightedIndex={narration.highlightedIndex}
              playWord={narration.canPlayWords ? narration.playWord : undefined}
              coaching={coaching}
              isLastPage={isLastPage}
              narrationProblem={narrationFailed ? friendlyMessage(narrationError) : null}
              unnarratedLanguage={narration.refused ? reading.language : null}
              onPageRead={() => recordPageRead(pageIndex + 1)}
              onNext={goNext}
              onCloseCoach={() => setCoachedPage(null)}
              label={pageLabel}
              actions={!preview && pageActions?.(here)}
            />
          )
        )}
      </Box>
      {/* The page's narration; a hidden element the reader drives. */}
      <audio
        ref={audioRef}
        src={narration.audioUrl ?? undefined}
        preload="auto"
        data-testid="narration-audio"
        onEnded={narration.handleEnded}
        hidden
      />
      {!finished && (
        <ReaderControlBar
          pageIndex={pageIndex}
          pageCount={story.pages.length}
          isLastPage={isLastPage}
          direction={direction}
          narration={narration.offered}
          loading={isPlaying && narration.status === 'loading'}
          coaching={coaching}
          onPrevious={goPrevious}
          onNext={goNext}
          onCoach={() => {
            dispatch(setPlaying(false));
            if (!coaching) noteCoached();
            setCoachedPage(coaching ? null : pageIndex);
          }}
          refs={controlRefs}
        />
      )}
      <LazyReaderSettings
        used={settingsPanel.used}
        open={settingsPanel.open}
        onClose={settingsPanel.close}
        story={preview ? null : story}
        pages={story.pages}
      />
    </Box>
  );
}
