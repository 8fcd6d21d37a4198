import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { Reader } from '../reader/Reader';
import { fetchStoryBySlug } from './storySlice';

export default function StoryPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const { story, status, error, notFound } = useAppSelector((state) => state.story);

  useEffect(() => {
    void dispatch(fetchStoryBySlug(slug));
  }, [dispatch, slug]);

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
    return <ErrorState message={error} onRetry={() => void dispatch(fetchStoryBySlug(slug))} />;
  }
  if (!story || story.slug !== slug || status === 'loading') {
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
