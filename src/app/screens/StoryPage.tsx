import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useEffectEvent, useState } from 'react';
import { preload } from 'react-dom';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { Reader } from '../../features/reader/Reader';
import { ReadByLabel, RecordPageButton } from '../../features/recordings';
import { openAtPage } from '../../features/reader/storyPageSlice';
import { PAGE_PARAM } from '../../lib/story/readingPlace';
import { isStoryId } from '../../lib/story/storyIds';
import { fetchStoryById, fetchStoryBySlug } from '../../features/stories/storySlice';
import { useAfterFirstScreen } from '../layout/deferredParts';
import { KeepReaderSlot } from './keepForOffline';

interface ArrivedById {
  /** The story was just loaded by its id, and the address now shows its slug. */
  loadedById?: boolean;
}

/** A story's page: loads the story its address names and opens the reader at its page. */
export default function StoryPage() {
  const t = useT();
  const { slug: param = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    story: latestStory,
    status,
    error,
    notFound,
    requestId,
  } = useAppSelector((state) => state.story);
  // The reader renders in a transition, in slices a phone's slow CPU can interleave with input
  // (the skeleton stays meanwhile).
  const story = useDeferredValue(latestStory);
  // A story an earlier visit left in the store is not shown: only a load this page asked for.
  const [requestBefore] = useState(requestId);
  const offlineReady = useAfterFirstScreen();
  const byId = isStoryId(param);
  const arrivedById = (location.state as ArrivedById | null)?.loadedById === true;
  // The address names the page to open at (`?page=3`, from 1); the reader then keeps it current.
  const startPage = Number(new URLSearchParams(location.search).get(PAGE_PARAM)) - 1;
  const load = () => {
    dispatch(openAtPage(startPage));
    void dispatch(byId ? fetchStoryById(param) : fetchStoryBySlug(param));
  };
  // The page counts when a story opens, not as the reader turns pages and the address follows.
  const loadOnArrival = useEffectEvent(load);
  useEffect(() => {
    if (!arrivedById) loadOnArrival();
  }, [param, byId, arrivedById]);

  // A link by id (from the administrators' grids) ends on the story's readable address.
  const loadedById = byId && status === 'succeeded' && story?._id === param ? story.slug : null;
  const showSlug = useEffectEvent((slug: string) => {
    void navigate(`${paths.story(slug)}${location.search}`, {
      replace: true,
      state: { loadedById: true } satisfies ArrivedById,
    });
  });
  useEffect(() => {
    if (loadedById) showSlug(loadedById);
  }, [loadedById]);

  // The page's picture is what a reader waits for: it is fetched as soon as the story is known,
  // alongside the reader's own code rather than after it.
  const startPicture = assetUrl(latestStory?.pages[Math.max(0, startPage)]?.image_path ?? '');
  if (latestStory?.slug === param && startPicture) {
    preload(startPicture, { as: 'image', fetchPriority: 'high' });
  }

  if (notFound) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('stories.story.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('stories.story.notFoundText')}
        </Typography>
        <Button component={RouterLink} to={paths.stories} variant="contained">
          {t('common.backToStories')}
        </Button>
      </Box>
    );
  }
  if (status === 'failed' && error) {
    return <ErrorState message={error} onRetry={load} />;
  }
  if (!story || story.slug !== param || status === 'loading' || requestId === requestBefore) {
    return (
      <Box aria-busy="true" aria-label={t('stories.story.loading')}>
        <Skeleton width={280} height={48} />
        <Skeleton
          variant="rectangular"
          sx={{ maxWidth: 800, aspectRatio: '4 / 3', height: 'auto', borderRadius: 4 }}
        />
      </Box>
    );
  }
  // Families' recordings join the reader here: who read the page aloud, and recording it; and
  // keeping the story for offline.
  return (
    <Reader
      key={story._id}
      story={story}
      pageLabel={<ReadByLabel />}
      pageActions={(page) => <RecordPageButton {...page} />}
      headerActions={<KeepReaderSlot story={story} shown={offlineReady} />}
    />
  );
}
