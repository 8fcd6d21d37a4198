import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { assetUrl } from '../../lib/assetUrl';
import { StoryQuizOffer } from '../games';

export function EndScreen({
  title,
  coverImage,
  onReadAgain,
}: {
  title: string;
  coverImage: string;
  onReadAgain: () => void;
}) {
  const storyId = useAppSelector((state) => state.story.story?._id);
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
      aria-label="The End"
      elevation={2}
      sx={{ borderRadius: '28px', overflow: 'hidden', textAlign: 'center' }}
    >
      {coverImage && (
        <Box
          component="img"
          src={assetUrl(coverImage)}
          alt=""
          sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', display: 'block', opacity: 0.9 }}
        />
      )}
      <Box sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h3" component="h2" sx={{ color: 'secondary.dark', mb: 1 }}>
          The End
        </Typography>
        <Typography sx={{ fontSize: 20, mb: 3 }}>Well done! You finished “{title}”.</Typography>
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
            Read again
          </Button>
          <Button
            component={RouterLink}
            to={paths.stories}
            variant="outlined"
            size="large"
            startIcon={<AutoStoriesIcon />}
          >
            Back to the stories
          </Button>
        </Stack>
        {storyId && <StoryQuizOffer storyId={storyId} />}
      </Box>
    </Paper>
  );
}
