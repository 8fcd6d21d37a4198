import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STORY_CONTENT_MAX, type StoryRequest } from '../../../contract/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ScreenIntro } from '../../components/ScreenIntro';
import { fieldChanged, submitStoryRequest } from './createStorySlice';

export default function CreateStoryPage() {
  const dispatch = useAppDispatch();
  const { storyName, storyContent, author, status, error, createdSlug } = useAppSelector(
    (state) => state.createStory,
  );
  const [touched, setTouched] = useState(false);
  const errors = {
    storyName: storyName.trim() ? null : 'Please give your story a name.',
    storyContent: storyContent.trim() ? null : 'Please write your story.',
    author: author.trim() ? null : 'Please tell us who wrote it.',
  };
  const bind = (field: keyof StoryRequest) => ({
    value: { storyName, storyContent, author }[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(fieldChanged({ field, value: event.target.value })),
    error: touched && Boolean(errors[field]),
    helperText: touched ? errors[field] : undefined,
    required: true,
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    setTouched(false);
    void dispatch(submitStoryRequest({ storyName, storyContent, author }));
  };

  return (
    <ScreenIntro
      title="Create your Story"
      description="Write a story for children. Our editors add pictures and translations, then share it with every family."
    >
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}
      >
        <Stack spacing={2}>
          {status === 'succeeded' && createdSlug && (
            <Alert severity="success">
              Thank you! Your story was sent for review. You can see it, marked Pending, in{' '}
              <Link component={RouterLink} to={paths.stories}>
                your stories
              </Link>
              .
            </Alert>
          )}
          {status === 'failed' && error && <Alert severity="error">{error}</Alert>}
          <TextField label="Story name" name="storyName" {...bind('storyName')} />
          <TextField label="Author" name="author" {...bind('author')} />
          <TextField
            label="Your story"
            name="storyContent"
            multiline
            minRows={8}
            slotProps={{ htmlInput: { maxLength: STORY_CONTENT_MAX } }}
            {...bind('storyContent')}
            helperText={
              (touched && errors.storyContent) ||
              'Leave an empty line between paragraphs; each page holds about 60 words.'
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={status === 'loading'}>
            {status === 'loading' ? 'Sending...' : 'Send my story'}
          </Button>
        </Stack>
      </Paper>
    </ScreenIntro>
  );
}
