import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoryRequest } from '../../../contract/api';
import { AUTHOR_MAX, STORY_CONTENT_MAX, STORY_TITLE_MAX } from '../../../contract/limits';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ScreenIntro } from '../../components/ScreenIntro';
import { fieldChanged, submitStoryRequest } from './createStorySlice';

/** The message for a missing or too long field, or null when it is fine. */
function requiredWithin(value: string, max: number, missing: string): string | null {
  const length = value.trim().length;
  if (!length) return missing;
  if (length > max) {
    return `Please keep this to ${max.toLocaleString('en')} characters (now ${length.toLocaleString('en')}).`;
  }
  return null;
}

export default function CreateStoryPage() {
  const dispatch = useAppDispatch();
  const { storyName, storyContent, author, status, error, createdSlug } = useAppSelector(
    (state) => state.createStory,
  );
  const [touched, setTouched] = useState(false);
  const errors = {
    storyName: requiredWithin(storyName, STORY_TITLE_MAX, 'Please give your story a name.'),
    storyContent: requiredWithin(storyContent, STORY_CONTENT_MAX, 'Please write your story.'),
    author: requiredWithin(author, AUTHOR_MAX, 'Please tell us who wrote it.'),
  };
  const limits = {
    storyName: STORY_TITLE_MAX,
    storyContent: STORY_CONTENT_MAX,
    author: AUTHOR_MAX,
  };
  const bind = (field: keyof StoryRequest) => ({
    value: { storyName, storyContent, author }[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(fieldChanged({ field, value: event.target.value })),
    error: (touched && Boolean(errors[field])) || tooLong(field),
    helperText: (touched || tooLong(field)) && errors[field] ? errors[field] : counter(field),
    required: true,
    fullWidth: true,
  });

  const values = { storyName, storyContent, author };
  const tooLong = (field: keyof StoryRequest) => values[field].trim().length > limits[field];
  const counter = (field: keyof StoryRequest) =>
    `${values[field].trim().length.toLocaleString('en')}/${limits[field].toLocaleString('en')}`;

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
            {...bind('storyContent')}
            helperText={
              ((touched || tooLong('storyContent')) && errors.storyContent) ||
              `Leave an empty line between paragraphs; each page holds about 60 words. ${counter('storyContent')}`
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
