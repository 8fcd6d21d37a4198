import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { Reader } from '../reader/Reader';
import { isStoryId } from './storyIds';
import { fetchStoryById, fetchStoryBySlug } from './storySlice';

interface ArrivedById {
  /** The story was just loaded by its id, and the address now shows its slug. */
  loadedById?: boolean;
}

export default function StoryPage() {
  const { slug: param = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { story, status, error, notFound } = useAppSelector((state) => state.story);
  const byId = isStoryId(param);
  const arrivedById = (location.state as ArrivedById | null)?.loadedById === true;
  const load = () => dispatch(byId ? fetchStoryById(param) : fetchStoryBySlug(param));

  useEffect(() => {
    if (!arrivedById) void dispatch(byId ? fetchStoryById(param) : fetchStoryBySlug(param));
  }, [dispatch, param, byId, arrivedById]);

  // A link by id (from the administrators' grids) ends on the story's readable address.
  const loadedById = byId && status === 'succeeded' && story?._id === param ? story.slug : null;
  useEffect(() => {
    if (loadedById) {
      void navigate(paths.story(loadedById), {
        replace: true,
        state: { loadedById: true } satisfies ArrivedById,
      });
    }
  }, [loadedById, navigate]);

  if (notFound) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          We could not find that story
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          It may have moved, or the link may have a typing mistake.
        </Typography>
        <Button component={RouterLink} to={paths.stories} variant="contained">
          Back to the stories
        </Button>
      </Box>
    );
  }
  if (status === 'failed' && error) {
    return <ErrorState message={error} onRetry={() => void load()} />;
  }
  if (!story || story.slug !== param || status === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Loading story">
        <Skeleton width={280} height={48} />
        <Skeleton
          variant="rectangular"
          sx={{ maxWidth: 800, aspectRatio: '4 / 3', height: 'auto', borderRadius: 4 }}
        />
      </Box>
    );
  }
  return <Reader key={story._id} story={story} />;
}
