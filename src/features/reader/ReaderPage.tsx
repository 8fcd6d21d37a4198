import {
  languageName,
  languageTag,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { StoryPicture } from '../../components/StoryPicture';
import type { Page } from '../../../contract/stories';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';
import { PICTURE_BACKGROUND } from '../../lib/brand';
import { loadReadingCoach, type CoachMark } from '../coach';
import { readingFontStack } from './fontChoices';
import { LanguageName } from './LanguageName';
import { NarratedText } from './NarratedText';
import type { PageReading } from './readingLanguage';
import type { SettingsState } from './settingsSlice';

const READER_PICTURE_SIZES = '(min-width: 1200px) 640px, (min-width: 900px) 54vw, 100vw';

/** The reading coach ("I'll read") and its recogniser load only when a child presses it. */
const ReadingCoach = lazy(loadReadingCoach);

export interface ReaderPageProps {
  storyId: string;
  page: Page;
  pageIndex: number;
  reading: PageReading;
  settings: Pick<SettingsState, 'language' | 'fontFamily' | 'textSize' | 'selfReading'>;
  highlightedIndex: number;
  /** Plays one word; undefined until the page's narration can. */
  playWord: ((index: number) => void) | undefined;
  /** The coach listens to this page. */
  coaching: boolean;
  isLastPage: boolean;
  /** The narration's failure, to show when narration was asked for and failed. */
  narrationProblem: string | null;
  /** The page's language, when the server has no voice for it: the page is read as text. */
  unnarratedLanguage: StoryLanguage | null;
  onPageRead: () => void;
  onNext: () => void;
  onCloseCoach: () => void;
  /** Shown above the page's text (who read the narration aloud). */
  label?: ReactNode;
  /** Shown below the page's text (recording the page). */
  actions?: ReactNode;
}

/** The page is shown in another language than the reader chose, and which. */
function NotTranslatedNote({ chosen, shown }: { chosen: StoryLanguage; shown: StoryLanguage }) {
  const t = useT();
  const language = languageName(chosen);
  return shown === 'english'
    ? t('reader.notTranslated', { language })
    : t('reader.notTranslatedShownIn', { language, shownIn: languageName(shown) });
}

/**
 * No voice speaks the page's language: said once, quietly, where the controls begin, as what
 * the child can do rather than as a fault.
 */
function NarrationUnavailableNote({ language }: { language: StoryLanguage }) {
  return (
    <Typography
      variant="body2"
      sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <MenuBookIcon fontSize="small" aria-hidden sx={{ color: 'secondary.dark' }} />
      <span>
        <Message
          id="reader.narrationUnavailable"
          values={{ language: <LanguageName language={language} /> }}
        />
      </span>
    </Typography>
  );
}

/** One page of the story: its picture, its words (spoken, self-read or coached) and extras. */
export function ReaderPage({
  storyId,
  page,
  pageIndex,
  reading,
  settings,
  highlightedIndex,
  playWord,
  coaching,
  isLastPage,
  narrationProblem,
  unnarratedLanguage,
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
        {!reading.translated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <NotTranslatedNote chosen={settings.language} shown={reading.language} />
          </Alert>
        )}
        {label}
        <NarratedText
          text={reading.text}
          lang={languageTag(reading.language)}
          dir={textDirection(reading.language)}
          highlightedIndex={highlightedIndex}
          fontFamily={readingFontStack(settings.fontFamily, reading.language)}
          textSize={settings.textSize}
          onWordClick={settings.selfReading || coaching ? playWord : undefined}
          marks={coaching ? coachMarks : undefined}
        />
        {coaching && (
          <Suspense fallback={null}>
            <ReadingCoach
              key={pageIndex}
              storyId={storyId}
              pageNo={pageIndex + 1}
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
        {unnarratedLanguage ? (
          <NarrationUnavailableNote language={unnarratedLanguage} />
        ) : (
          narrationProblem && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('reader.narrationFailed', { reason: narrationProblem })}
            </Alert>
          )
        )}
        {actions}
      </Box>
    </Paper>
  );
}
