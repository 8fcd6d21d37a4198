import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ReplayIcon from '@mui/icons-material/Replay';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { StorySummary } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';
import { StoryPicture } from '../../components/StoryPicture';
import { type RedirectState, selectUser } from '../auth';
import { StoryQuizOffer } from '../games';
import { isFiltered, nextStoryAfter, fetchStories } from '../stories';
import { storyAddress } from '../../lib/story/readingPlace';
import { selectReadingChildId } from '../../lib/activeReader';
import { titleIn, type ShownTitle } from '../../lib/story/storyTitle';
import { BookCredits, type BookCreditsProps } from './BookCredits';
import { Celebration } from './Celebration';
import { prefersReducedMotion } from './motion';
import { COUNTED_LATER } from './readingProgress';
import type { StoryPoints } from './useStoryProgress';

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.12); opacity: 1; }
  to { transform: scale(1); }
`;

/**
 * What finishing earned: the story's points once the server has counted them (`points`:
 * undefined while it does, null when it did not), that they will be counted once back online,
 * or for a visitor, how to start collecting.
 */
function EarnedPoints({ points }: { points: StoryPoints }) {
  const t = useT();
  const signedIn = useAppSelector(selectUser) !== null;
  const location = useLocation();
  if (!signedIn) {
    const back: RedirectState = { from: `${location.pathname}${location.search}` };
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Message
          id="reader.end.signIn"
          values={{
            link: (parts) => (
              <Link component={RouterLink} to={paths.login} state={back}>
                {parts}
              </Link>
            ),
          }}
        />
      </Typography>
    );
  }
  if (points === COUNTED_LATER) {
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('reader.end.countedLater')}
      </Typography>
    );
  }
  if (points === undefined || points === null) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 1,
          borderRadius: 99,
          bgcolor: '#fff3c4',
          color: '#5c4300',
          fontSize: 22,
          fontWeight: 700,
          animation: prefersReducedMotion() ? 'none' : `${pop} 600ms ease-out both`,
        }}
      >
        <StarIcon sx={{ color: '#e0a100' }} aria-hidden />
        {t('reader.end.points', { count: points })}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('reader.end.earned')}{' '}
        <Link component={RouterLink} to={paths.leaderboard}>
          {t('reader.end.leaderboard')}
        </Link>
      </Typography>
    </Box>
  );
}

/** A story to read next, with its cover. */
function ReadNext({ story }: { story: StorySummary }) {
  const t = useT();
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  const title = titleIn(story, language);
  return (
    <Box
      component="section"
      aria-label={t('reader.end.readNext')}
      sx={{
        mt: 4,
        mx: 'auto',
        maxWidth: 560,
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        textAlign: 'left',
        borderRadius: '20px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <StoryPicture
        path={story.coverImage}
        alt=""
        sizes="112px"
        sx={{
          width: 112,
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          borderRadius: 3,
          bgcolor: '#fdf2d0',
          flexShrink: 0,
        }}
      />
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('reader.end.upNext')}
        </Typography>
        <Typography
          variant="h6"
          component="h3"
          lang={title.lang}
          dir={title.dir}
          sx={{ lineHeight: 1.25 }}
        >
          {title.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {story.author}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={storyAddress(story)}
        variant="contained"
        startIcon={<MenuBookIcon />}
        sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('reader.end.readNext')}
      </Button>
    </Box>
  );
}

/** The next story for this reader, from the story list (loaded here if it is not yet). */
function useNextStory(storyId: string | undefined): StorySummary | null {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUser)?.uid ?? null;
  const childId = useAppSelector(selectReadingChildId);
  const { items, listFor, status, filters } = useAppSelector((state) => state.stories);
  const language = useAppSelector((state) => state.settings.language);
  // A search's answer is not the list to go on from: the whole list is asked for instead.
  const listIsOthers = listFor !== (childId || uid) || status === 'idle' || isFiltered(filters);
  useEffect(() => {
    if (listIsOthers) void dispatch(fetchStories({ uid, childId }));
  }, [dispatch, listIsOthers, uid, childId]);
  return storyId && !listIsOthers ? nextStoryAfter(items, storyId, language) : null;
}

export interface EndScreenProps {
  title: string;
  /** The title's language when it is a translation. */
  titleLang?: string | undefined;
  /** The title's direction (right to left in Urdu, Arabic…; 'auto' for an original title). */
  titleDir: ShownTitle['dir'];
  coverImage: string;
  /** Points the story has brought the reader; undefined while they are being counted. */
  points: StoryPoints;
  /** Who made the book and its licence, shown last, as a book's credits page. */
  book: Pick<BookCreditsProps, 'author' | 'credits' | 'licence'>;
  onReadAgain: () => void;
}

export function EndScreen({
  title,
  titleLang,
  titleDir,
  coverImage,
  points,
  book,
  onReadAgain,
}: EndScreenProps) {
  const t = useT();
  const storyId = useAppSelector((state) => state.story.story?._id);
  // The language the book is read in: its translators are named.
  const language = useAppSelector((state) => state.settings.language);
  const next = useNextStory(storyId);
  const readAgainRef = useRef<HTMLButtonElement | null>(null);
  // The Next button that led here is gone: keyboard focus comes to Read again, inside the
  // ending (screen readers announce the region), not to nowhere.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      readAgainRef.current?.focus({ preventScroll: true });
    }
  }, []);
  return (
    <Paper
      role="region"
      aria-label={t('reader.theEnd')}
      elevation={2}
      sx={{ position: 'relative', borderRadius: '28px', overflow: 'hidden', textAlign: 'center' }}
    >
      <Celebration />
      {coverImage && (
        <StoryPicture
          path={coverImage}
          alt=""
          sizes="(max-width: 720px) 100vw, 720px"
          sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', display: 'block', opacity: 0.9 }}
        />
      )}
      <Box sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h3" component="h2" sx={{ color: 'secondary.dark', mb: 1 }}>
          {t('reader.theEnd')}
        </Typography>
        <Typography sx={{ fontSize: 20, mb: 2 }}>
          <Message
            id="reader.end.wellDone"
            values={{
              title: (
                <bdi lang={titleLang} dir={titleDir}>
                  {title}
                </bdi>
              ),
            }}
          />
        </Typography>
        <Box role="status">
          <EarnedPoints points={points} />
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            ref={readAgainRef}
            variant="contained"
            size="large"
            startIcon={<ReplayIcon />}
            onClick={onReadAgain}
          >
            {t('reader.end.readAgain')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.stories}
            variant="outlined"
            size="large"
            startIcon={<AutoStoriesIcon />}
          >
            {t('common.backToStories')}
          </Button>
        </Stack>
        {next && <ReadNext story={next} />}
        {storyId && <StoryQuizOffer storyId={storyId} />}
        <BookCredits
          title={title}
          titleLang={titleLang}
          titleDir={titleDir}
          author={book.author}
          credits={book.credits}
          licence={book.licence}
          language={language}
        />
      </Box>
    </Paper>
  );
}
