import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { StorySummary } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { CARDS_ABOVE_THE_FOLD } from '../../boot/earlyReads';
import { selectUser } from '../auth';
import { isInProgress } from '../../lib/story/readingPlace';
import { fetchStories } from './storiesSlice';
import { StoryCard } from './StoryCard';
import type { StoryFilterBarProps } from './StoryFilterBar';
import { filtersOf, matchesFilters, type StoryFilters } from './storyFilters';
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

const gridSx = {
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

/** The cards in their order: a signed-in reader's unfinished stories first, the latest read leading. */
function arrange(items: StorySummary[], filters: StoryFilters) {
  const matching = items.filter((story) => matchesFilters(story, filters));
  const continuing = matching.filter(isInProgress).sort(byLastRead);
  const others = continuing.length ? matching.filter((story) => !isInProgress(story)) : matching;
  return { matching, continuing, others };
}

/** The cards above the fold only, in their groups. */
function firstCards({ matching, continuing, others }: ReturnType<typeof arrange>) {
  const firstContinuing = continuing.slice(0, CARDS_ABOVE_THE_FOLD);
  return {
    matching,
    continuing: firstContinuing,
    others: others.slice(0, CARDS_ABOVE_THE_FOLD - firstContinuing.length),
  };
}

/** A titled group of cards; `first` counts the cards above it, for which pictures load first. */
function StoryGroup({
  title,
  stories,
  first,
}: {
  title?: string;
  stories: StorySummary[];
  first: number;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box sx={gridSx}>
        {stories.map((story, index) => (
          <StoryCard
            key={story._id}
            story={story}
            priority={first + index < CARDS_ABOVE_THE_FOLD}
            heading={title ? 'h3' : 'h2'}
          />
        ))}
      </Box>
    </Box>
  );
}

export default function StoriesPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { items: latestItems, status, error } = useAppSelector((state) => state.stories);
  // The cards render in a transition, in slices a phone's slow CPU can interleave with input.
  const items = useDeferredValue(latestItems);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const shownFilters = filtersOf(new URLSearchParams(useDeferredValue(params.toString())));
  const waitingForCards = latestItems.length === 0 && status === 'loading';
  const uid = user?.uid ?? null;

  // Every visit refreshes the list (new requests, reading positions), showing the last one
  // meanwhile.
  useEffect(() => {
    void dispatch(fetchStories({ uid }));
  }, [dispatch, uid]);

  const retry = () => void dispatch(fetchStories({ uid }));

  // Filters live in the address, so reload, back and a shared link keep them. Typing on in the
  // search box replaces its entry; starting a search or picking a filter adds one.
  const setFilter = (name: keyof StoryFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' && Boolean(filters.q) && Boolean(value) },
    );
  const clearFilters = () => setParams({});

  const latest = arrange(latestItems, filters);
  // The first cards render as soon as the list arrives, their pictures already asked for; the
  // rest (a deferred value) follow in a transition.
  const { matching, continuing, others } =
    items.length === 0 ? firstCards(latest) : arrange(items, shownFilters);
  for (const story of [...latest.continuing, ...latest.others].slice(0, CARDS_ABOVE_THE_FOLD)) {
    const picture = assetUrl(story.coverImage);
    if (picture) preload(picture, { as: 'image', fetchPriority: 'high' });
  }

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
      {status === 'failed' && error && <ErrorState message={error} onRetry={retry} />}
      {waitingForCards && (
        <Box sx={gridSx} aria-busy="true" aria-label={t('stories.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <StoryCardSkeleton key={index} />
          ))}
        </Box>
      )}
      {status === 'succeeded' && latestItems.length === 0 && (
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
      {items.length > 0 && matching.length === 0 && (
        <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
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
      {continuing.length > 0 && (
        <StoryGroup title={t('stories.continueReading')} stories={continuing} first={0} />
      )}
      {others.length > 0 && (
        <StoryGroup
          title={continuing.length ? t('stories.allStories') : undefined}
          stories={others}
          first={continuing.length}
        />
      )}
    </Box>
  );
}
