import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { STORY_TITLE_MAX } from '../../../contract/limits';
import { ErrorState } from '../../components/ErrorState';
import { LimitedTextField } from '../../components/LimitedTextField';
import { friendlyMessage } from '../../lib/errors';
import { PageEditor } from './PageEditor';
import { fetchStoryForEditing, saveStory, titleEdited } from './storyModificationSlice';

const STATUS_LABELS = { pending: 'Pending', published: 'Published', rejected: 'Not approved' };

export default function StoryModificationPage() {
  const { storyId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { story, status, saveStatus, loading, error, dirty } = useAppSelector(
    (state) => state.StoryModification,
  );

  useEffect(() => {
    void dispatch(fetchStoryForEditing(storyId));
  }, [dispatch, storyId]);

  if (status === 'failed' && error) {
    return (
      <Box>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
          Edit story
        </Typography>
        <ErrorState message={error} onRetry={() => void dispatch(fetchStoryForEditing(storyId))} />
      </Box>
    );
  }
  if (!story || story._id !== storyId || status === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Loading story">
        <Skeleton width={260} height={48} />
        <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 4 }} />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="editor-heading" sx={{ maxWidth: 1000 }}>
      <Paper
        elevation={2}
        sx={{
          position: 'sticky',
          top: { xs: 64, sm: 72 },
          zIndex: 2,
          p: 2,
          mb: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Typography id="editor-heading" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Edit story
        </Typography>
        <Chip label={STATUS_LABELS[story.status]} size="small" />
        {dirty && <Chip label="Unsaved changes" color="warning" size="small" />}
        <Button
          component={RouterLink}
          to={paths.story(story.slug)}
          startIcon={<VisibilityIcon />}
          variant="outlined"
        >
          Open in the reader
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={loading || !dirty || !story.title.trim()}
          onClick={() => void dispatch(saveStory())}
        >
          {saveStatus === 'loading' ? 'Saving...' : 'Save'}
        </Button>
      </Paper>

      {saveStatus === 'succeeded' && !dirty && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Saved. Readers see the new version now.
        </Alert>
      )}
      {saveStatus === 'failed' && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {friendlyMessage(error)}
        </Alert>
      )}

      <Stack spacing={3}>
        <LimitedTextField
          label="Title"
          limit={STORY_TITLE_MAX}
          trim
          value={story.title}
          onChange={(event) => dispatch(titleEdited(event.target.value))}
          fullWidth
          required
          error={!story.title.trim()}
          helperText={story.title.trim() ? `by ${story.author}` : 'A story needs a title.'}
        />
        {story.pages.map((page, index) => (
          <PageEditor
            key={`${story._id}-${index}`}
            page={page}
            index={index}
            canRemove={story.pages.length > 1}
          />
        ))}
      </Stack>
    </Box>
  );
}
