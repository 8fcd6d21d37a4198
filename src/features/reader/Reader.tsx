import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { assetUrl } from '../../lib/assetUrl';
import { nextPage, previousPage, storyOpened } from './storyPageSlice';

export function Reader({ story }: { story: Story }) {
  const dispatch = useAppDispatch();
  const currentPage = useAppSelector((state) => state.storyPage.currentPage);
  const page = story.pages[currentPage];
  const pageCount = story.pages.length;

  useEffect(() => {
    dispatch(storyOpened({ pageCount: story.pages.length }));
  }, [dispatch, story._id, story.pages.length]);

  return (
    <Box component="article" aria-label={story.title} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        {story.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {story.author}
      </Typography>
      {page && (
        <Paper sx={{ overflow: 'hidden', borderRadius: 5 }} elevation={2}>
          {page.image_path && (
            <Box
              component="img"
              src={assetUrl(page.image_path)}
              alt={page.image_description}
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
            />
          )}
          <Typography sx={{ p: 3, fontSize: 22, lineHeight: 1.6 }}>
            {page.parent_narration_text}
          </Typography>
        </Paper>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Button
          startIcon={<ArrowBackIcon />}
          disabled={currentPage === 0}
          onClick={() => dispatch(previousPage())}
        >
          Previous
        </Button>
        <Typography>
          Page {currentPage + 1} of {pageCount}
        </Typography>
        <Button
          endIcon={<ArrowForwardIcon />}
          variant="contained"
          disabled={currentPage >= pageCount - 1}
          onClick={() => dispatch(nextPage())}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
