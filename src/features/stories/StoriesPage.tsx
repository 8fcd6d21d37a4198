import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { preload } from 'react-dom';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { StorySummary } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { CARDS_ABOVE_THE_FOLD } from '../../boot/earlyReads';
import { selectUser } from '../auth';
import { isInProgress } from '../../lib/story/readingPlace';
import { selectReadingChildId } from '../../lib/activeReader';
import { fetchStories } from './storiesSlice';
import { StoryCard } from './StoryCard';
import type { StoryFilterBarProps } from './StoryFilterBar';
import { filtersOf, isFiltered, type StoryFilters } from './storyFilters';
import { CardBody, CardSurface } from '../../components/CardParts';

/**
 * The search box and filters come in their own small file, after the list's own script (the
 * first screen's budget); meanwhile their room is kept, so nothing moves when they arrive. If
 * the file cannot load, the list goes on without them.
 */
const StoryFilterBar = lazy<ComponentType<StoryFilterBarProps>>(() =>
  import('./StoryFilterBar').catch(() => ({ default: () => null })),
);
const filterBarRoom = <Box sx={{ height: { xs: 100, sm: 44 }, mb: 3 }} />;

/** The end of the list (more pages), below the first cards: it comes just after them. */
const MoreStories = lazy(() =>
  import('./MoreStories').then(({ MoreStories }) => ({ default: MoreStories })),
);

export const storyGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

const pulse = keyframes`50% { opacity: 0.4; }`;

/** A grey stand-in for text or a picture while the list loads (lighter than MUI's Skeleton). */
const Placeholder = styled('span')(({ theme }) => ({
  display: 'block',
  height: '1.2em',
  margin: '0.3em 0',
  borderRadius: 4,
  backgroundColor: theme.palette.divider,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
}));

function StoryCardSkeleton() {
  return (
    <CardSurface aria-hidden>
      <Placeholder sx={{ aspectRatio: '4 / 3', height: 'auto', m: 0, borderRadius: 0 }} />
      <CardBody>
        <Placeholder sx={{ width: '70%', height: 24 }} />
        <Placeholder sx={{ width: '45%' }} />
        <Placeholder sx={{ width: '90%' }} />
      </CardBody>
    </CardSurface>
  );
}

/** Most recently read first. */
const byLastRead = (a: StorySummary, b: StorySummary) =>
  (b.lastReadAt ?? '').localeCompare(a.lastReadAt ?? '');

/**
 * The cards in their order: the row to continue first (the server's, or else the unfinished
 * stories among those loaded, the latest read leading), then the others.
 */
function arrange(items: StorySummary[], continueReading: StorySummary[] | null) {
  const continuing = continueReading ?? items.filter(isInProgress).sort(byLastRead);
  const inRow = new Set(continuing.map((story) => story._id));
  const others = inRow.size ? items.filter((story) => !inRow.has(story._id)) : items;
  return { continuing, others };
}

/** The cards above the fold only, in their groups. */
function firstCards({ continuing, others }: ReturnType<typeof arrange>) {
  const firstContinuing = continuing.slice(0, CARDS_ABOVE_THE_FOLD);
  return {
    continuing: firstContinuing,
    others: others.slice(0, CARDS_ABOVE_THE_FOLD - firstContinuing.length),
  };
}

/** A titled group of cards; `first` counts the cards above it, for which pictures load first. */
function StoryGroup({
  title,
  stories,
  first,
  cardActions,
}: {
  title?: string;
  stories: StorySummary[];
  first: number;
  cardActions: CardActions | undefined;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box sx={storyGridSx} data-story-grid="">
        {stories.map((story, index) => (
          <StoryCard
            key={story._id}
            story={story}
            priority={first + index < CARDS_ABOVE_THE_FOLD}
            heading={title ? 'h3' : 'h2'}
            actions={cardActions}
          />
        ))}
      </Box>
    </Box>
  );
}

/** What the app lays over each card (see StoryCard's `actions`); the same function every render. */
type CardActions = (story: StorySummary) => ReactNode;

export default function StoriesPage({ cardActions }: { cardActions?: CardActions }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const {
    items: latestItems,
    status,
    error,
    continueReading,
    total,
    filters: listed,
  } = useAppSelector((state) => state.stories);
  // The cards render in a transition, in slices a phone's slow CPU can interleave with input.
  const items = useDeferredValue(latestItems);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const waitingForCards = latestItems.length === 0 && status === 'loading';
  const uid = user?.uid ?? null;
  // A child reading sees their own "continue reading" (the stories stay the account's).
  const childId = useAppSelector(selectReadingChildId);

  // Every visit, and every search or filter (the search box sends its words once typing
  // pauses), asks the server for the list's first page, showing the last one meanwhile.
  useEffect(() => {
    void dispatch(fetchStories({ uid, childId, filters }));
  }, [dispatch, uid, childId, filters]);

  const retry = () => void dispatch(fetchStories({ uid, childId, filters }));

  // Filters live in the address, so reload, back and a shared link keep them. Typing on in the
  // search box replaces its entry; starting a search or picking a filter adds one.
  const setFilter = useCallback(
    (name: keyof StoryFilters, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name === 'q' && Boolean(params.get('q')) && Boolean(value) },
      ),
    [params, setParams],
  );
  const clearFilters = () => setParams({});

  const latest = arrange(latestItems, continueReading);
  // The first cards render as soon as the list arrives, their pictures already asked for; the
  // rest (a deferred value) follow in a transition.
  const { continuing, others } =
    items.length === 0 ? firstCards(latest) : arrange(items, continueReading);
  for (const story of [...latest.continuing, ...latest.others].slice(0, CARDS_ABOVE_THE_FOLD)) {
    const picture = assetUrl(story.coverImage);
    if (picture) preload(picture, { as: 'image', fetchPriority: 'high' });
  }
  const answered = status === 'succeeded';
  const nothing = answered && latestItems.length === 0 && latest.continuing.length === 0;
  const filtered = isFiltered(listed);

  return (
    <Box component="section" aria-labelledby="stories-heading">
      <Typography id="stories-heading" variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        {t('stories.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: 18 }}>
        {user ? t('stories.intro.signedIn') : t('stories.intro.visitor')}
      </Typography>
      <Suspense fallback={filterBarRoom}>
        <StoryFilterBar filters={filters} onChange={setFilter} />
      </Suspense>
      {/* What a search finds, said by screen readers as the answer comes: how many stories,
          or that none match. */}
      <Box role="status">
        {answered && total > 0 && (
          <Box component="span" sx={visuallyHidden}>
            {t('stories.found', { count: total })}
          </Box>
        )}
        {nothing && filtered && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('stories.noMatch.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('stories.noMatch.text')}
            </Typography>
            <Button variant="contained" onClick={clearFilters}>
              {t('stories.noMatch.clear')}
            </Button>
          </Box>
        )}
      </Box>
      {status === 'failed' && error && <ErrorState message={error} onRetry={retry} />}
      {waitingForCards && (
        <Box sx={storyGridSx} aria-busy="true" aria-label={t('stories.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <StoryCardSkeleton key={index} />
          ))}
        </Box>
      )}
      {nothing && !filtered && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" gutterBottom>
            {t('stories.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('stories.empty.text')}
          </Typography>
          <Button component={RouterLink} to={paths.createStory} variant="contained">
            {t('stories.empty.create')}
          </Button>
        </Box>
      )}
      {continuing.length > 0 && (
        <StoryGroup
          title={t('stories.continueReading')}
          stories={continuing}
          first={0}
          cardActions={cardActions}
        />
      )}
      {others.length > 0 && (
        <StoryGroup
          title={continuing.length ? t('stories.allStories') : undefined}
          stories={others}
          first={continuing.length}
          cardActions={cardActions}
        />
      )}
      {items.length > 0 && (
        <Suspense>
          <MoreStories shown={items.length} />
        </Suspense>
      )}
    </Box>
  );
}
