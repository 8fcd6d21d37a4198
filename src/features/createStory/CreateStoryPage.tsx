import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoryRequest } from '../../../contract/api';
import {
  AUTHOR_MAX,
  PAGES_PER_STORY_MAX,
  STORY_CONTENT_MAX,
  STORY_TITLE_MAX,
  WORDS_PER_PAGE,
} from '../../../contract/limits';
import { pagesFromContent } from '../../../contract/pageSplitting';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { LimitedTextField } from '../../components/LimitedTextField';
import { ScreenIntro } from '../../components/ScreenIntro';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { Message } from '../../i18n/Message';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { useFormProblems } from '../../i18n/forms/useFormProblems';
import { SUBMIT_STORY_FAILED, fieldChanged, submitStoryRequest } from './createStorySlice';

const LIMITS: Record<keyof StoryRequest, number> = {
  storyName: STORY_TITLE_MAX,
  storyContent: STORY_CONTENT_MAX,
  author: AUTHOR_MAX,
};

const FIELDS = Object.keys(LIMITS) as (keyof StoryRequest)[];

const MISSING: Record<keyof StoryRequest, MessageId> = {
  storyName: 'forms.required.storyName',
  storyContent: 'forms.required.storyContent',
  author: 'forms.required.author',
};

const FAILURES: KnownFailures = { [SUBMIT_STORY_FAILED]: 'createStory.error.submit' };

export const NOT_SENT = 'Your story was not sent yet. Please look at the notes in red below.';

export default function CreateStoryPage() {
  const dispatch = useAppDispatch();
  const t = useT();
  const formProblems = useFormProblems(FAILURES);
  const {
    storyName,
    storyContent,
    author,
    status,
    error,
    issues,
    editedSinceFailure,
    createdSlug,
  } = useAppSelector((state) => state.createStory);
  const values: StoryRequest = { storyName, storyContent, author };
  const [touched, setTouched] = useState(false);
  // Split as the server will split it, so the page limit shows while the story is written.
  const pageCount = useMemo(() => pagesFromContent(storyContent).length, [storyContent]);

  const refused =
    status === 'failed' && error ? formProblems('storyRequest', { message: error, issues }) : null;
  const serverError = (field: keyof StoryRequest) =>
    editedSinceFailure.includes(field) ? undefined : refused?.fields[field];
  const tooManyPages = pageCount > PAGES_PER_STORY_MAX;

  /** The form's own check: a missing field once sending was tried, too many pages at once. */
  const ownProblem = (field: keyof StoryRequest): string | null => {
    if (!values[field].trim()) return touched ? t(MISSING[field]) : null;
    return field === 'storyContent' && tooManyPages
      ? t('forms.story.tooManyPagesCounted', {
          pages: pageCount,
          limit: PAGES_PER_STORY_MAX,
        })
      : null;
  };
  /** A field's note: the server's refusal until the field is edited, then the form's own. */
  const note = (field: keyof StoryRequest) => serverError(field) ?? ownProblem(field) ?? undefined;
  const ready =
    FIELDS.every((field) => {
      const length = values[field].trim().length;
      return length > 0 && length <= LIMITS[field];
    }) && !tooManyPages;

  const bind = (field: keyof StoryRequest) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(fieldChanged({ field, value: event.target.value })),
    limit: LIMITS[field],
    trim: true,
    error: Boolean(note(field)),
    helperText: note(field),
    required: true,
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // Too long a field says so under it; nothing is sent until every field fits.
    if (!ready) return;
    setTouched(false);
    void dispatch(submitStoryRequest({ storyName, storyContent, author }));
  };

  const pagesSoFar = storyContent.trim()
    ? ` ${t('createStory.pagesSoFar', { count: pageCount, max: PAGES_PER_STORY_MAX })}`
    : '';
  const general = refused?.others.length
    ? refused.others.join(' ')
    : FIELDS.some(serverError) || (touched && !ready)
      ? t('createStory.notSent')
      : null;

  return (
    <ScreenIntro title={t('createStory.title')} description={t('createStory.description')}>
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}
      >
        <Stack spacing={2}>
          {status === 'succeeded' && createdSlug && (
            <Alert severity="success">
              <Message
                id="createStory.sent"
                values={{
                  link: (parts) => (
                    <Link component={RouterLink} to={paths.stories}>
                      {parts}
                    </Link>
                  ),
                }}
              />
            </Alert>
          )}
          {general && <Alert severity="error">{general}</Alert>}
          <LimitedTextField label={t('createStory.storyName')} {...bind('storyName')} />
          <LimitedTextField label={t('createStory.author')} {...bind('author')} />
          <LimitedTextField
            label={t('createStory.yourStory')}
            multiline
            minRows={8}
            {...bind('storyContent')}
            helperText={
              note('storyContent') ??
              `${t('createStory.pagesHelp', { words: WORDS_PER_PAGE })}${pagesSoFar}`
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={status === 'loading'}>
            {status === 'loading' ? t('createStory.sending') : t('createStory.send')}
          </Button>
        </Stack>
      </Paper>
    </ScreenIntro>
  );
}
