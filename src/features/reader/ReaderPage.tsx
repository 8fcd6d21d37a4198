import { languageName, languageTag } from '../../../contract/storyLanguages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { StoryPicture } from '../../components/StoryPicture';
import type { Page } from '../../../contract/stories';
import { useT } from '../../i18n/useT';
import { PICTURE_BACKGROUND } from '../../lib/brand';
import { loadReadingCoach, type CoachMark } from '../coach';
import { readingFontStack } from './fontChoices';
import { NarratedText } from './NarratedText';
import type { pageReading } from './useNarrationPlayer';
import type { SettingsState } from './settingsSlice';

const READER_PICTURE_SIZES = '(min-width: 1200px) 640px, (min-width: 900px) 54vw, 100vw';

/** The reading coach ("I'll read") and its recogniser load only when a child presses it. */
const ReadingCoach = lazy(loadReadingCoach);

export interface ReaderPageProps {
  page: Page;
  pageIndex: number;
  reading: ReturnType<typeof pageReading>;
  settings: Pick<SettingsState, 'language' | 'fontFamily' | 'textSize' | 'selfReading'>;
  highlightedIndex: number;
  /** Plays one word; undefined until the page's narration can. */
  playWord: ((index: number) => void) | undefined;
  /** The coach listens to this page. */
  coaching: boolean;
  isLastPage: boolean;
  /** The narration's failure, to show when narration was asked for and failed. */
  narrationProblem: string | null;
  onPageRead: () => void;
  onNext: () => void;
  onCloseCoach: () => void;
  /** Shown above the page's text (who read the narration aloud). */
  label?: ReactNode;
  /** Shown below the page's text (recording the page). */
  actions?: ReactNode;
}

/** One page of the story: its picture, its words (spoken, self-read or coached) and extras. */
export function ReaderPage({
  page,
  pageIndex,
  reading,
  settings,
  highlightedIndex,
  playWord,
  coaching,
  isLastPage,
  narrationProblem,
  onPageRead,
  onNext,
  onCloseCoach,
  label,
  actions,
}: ReaderPageProps) {
  const t = useT();
  const [coachMarks, setCoachMarks] = useState<readonly (CoachMark | undefined)[]>();
  return (
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
        <StoryPicture
          path={page.image_path}
          alt={page.image_description}
          // The picture column: the whole width on phones, a little over half of the
          // reader (at most 1200 px) beside the text on wider screens.
          sizes={READER_PICTURE_SIZES}
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
            {t('reader.notTranslated', { language: languageName(settings.language) })}
          </Alert>
        )}
        {label}
        <NarratedText
          text={reading.text}
          lang={languageTag(reading.language)}
          highlightedIndex={highlightedIndex}
          fontFamily={readingFontStack(settings.fontFamily)}
          textSize={settings.textSize}
          onWordClick={settings.selfReading || coaching ? playWord : undefined}
          marks={coaching ? coachMarks : undefined}
        />
        {coaching && (
          <Suspense fallback={null}>
            <ReadingCoach
              key={pageIndex}
              text={reading.text}
              language={reading.language}
              onMarks={setCoachMarks}
              onPlayWord={playWord}
              onPageRead={onPageRead}
              onNext={onNext}
              isLastPage={isLastPage}
              onClose={onCloseCoach}
            />
          </Suspense>
        )}
        {narrationProblem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('reader.narrationFailed', { reason: narrationProblem })}
          </Alert>
        )}
        {actions}
      </Box>
    </Paper>
  );
}
