import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { useScriptFonts } from '../../lib/scriptFonts';
import { selectUser } from '../auth/selectors';
import { fetchStories } from './storiesSlice';
import { StoryCard } from './StoryCard';

/** Cards whose pictures load first: what a desktop shows before scrolling. */
const ABOVE_THE_FOLD = 3;

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

function StoryCardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent>
        <Skeleton width="70%" height={32} />
        <Skeleton width="45%" />
        <Skeleton width="90%" />
      </CardContent>
    </Card>
  );
}

export default function StoriesPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { items: latestItems, status, error } = useAppSelector((state) => state.stories);
  // The cards render in a transition, in slices a phone's slow CPU can interleave with input.
  const items = useDeferredValue(latestItems);
  // The cards name their languages in each language's own script.
  useScriptFonts(...new Set(items.flatMap((story) => story.languages)));
  const waitingForCards = items.length === 0 && (status === 'loading' || latestItems.length > 0);
  const uid = user?.uid ?? null;

  // Every visit refreshes the list (new requests, reading positions), showing the last one
  // meanwhile.
  useEffect(() => {
    void dispatch(fetchStories({ uid }));
  }, [dispatch, uid]);

  const retry = () => void dispatch(fetchStories({ uid }));

  return (
    <Box component="section" aria-labelledby="stories-heading">
      <Typography id="stories-heading" variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        Stories
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: 18 }}>
        {user
          ? 'Pick a story to read, or carry on where you stopped.'
          : 'Pick a story to read and listen to.'}
      </Typography>
      {status === 'failed' && error && <ErrorState message={error} onRetry={retry} />}
      {waitingForCards && (
        <Box sx={gridSx} aria-busy="true" aria-label="Loading stories">
          {Array.from({ length: 6 }, (_, index) => (
            <StoryCardSkeleton key={index} />
          ))}
        </Box>
      )}
      {status === 'succeeded' && latestItems.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" gutterBottom>
            No stories yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Be the first to share one with every family.
          </Typography>
          <Button component={RouterLink} to={paths.createStory} variant="contained">
            Create your Story
          </Button>
        </Box>
      )}
      {items.length > 0 && (
        <Box sx={gridSx}>
          {items.map((story, index) => (
            <StoryCard key={story._id} story={story} priority={index < ABOVE_THE_FOLD} />
          ))}
        </Box>
      )}
    </Box>
  );
}
