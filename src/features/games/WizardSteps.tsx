import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizDraft } from '../../../contract/quizzes';
import type { StorySummary } from '../../../contract/stories';
import { useT } from '../../i18n/useT';
import { QuizForm } from './QuizForm';
import { QuizSummary } from './QuizSummary';
import { toContent, type FieldErrors } from './quizValidation';
import { StoryPicker } from './StoryPicker';

type Change = (next: Partial<QuizDraft>) => void;

/** Step 1: which story the quiz is about (its title follows the story until it is written). */
export function PickStoryStep({
  stories,
  draft,
  story,
  onChange,
}: {
  stories: StorySummary[];
  draft: QuizDraft;
  story: StorySummary | null;
  onChange: Change;
}) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {t('games.wizard.whichStory')}
      </Typography>
      <StoryPicker
        stories={stories}
        selectedId={draft.storyId ?? null}
        onSelect={(picked) =>
          onChange({
            storyId: picked._id,
            title: draft.title.trim()
              ? draft.title
              : t('games.wizard.defaultTitle', { title: picked.title }),
          })
        }
      />
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={!story}
          onClick={() => onChange({ step: 1 })}
        >
          {t('games.wizard.next')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Step 2: the title and the questions, checked as they are written. */
export function WriteQuestionsStep({
  draft,
  story,
  onChange,
  showAllErrors,
  refusals,
  needsWork,
  sendError,
  onNext,
}: {
  draft: QuizDraft;
  story: StorySummary | null;
  onChange: Change;
  showAllErrors: boolean;
  refusals: FieldErrors;
  needsWork: boolean;
  sendError: string | null;
  onNext(): void;
}) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {t('games.wizard.questionsAbout', {
          title: story?.title ?? t('games.wizard.yourStory'),
        })}
      </Typography>
      <QuizForm
        value={draft}
        onChange={(fields) => onChange(fields)}
        showAllErrors={showAllErrors}
        refusals={refusals}
      />
      {sendError && <Alert severity="error">{sendError}</Alert>}
      {needsWork && <Alert severity="warning">{t('games.wizard.needsWork')}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button size="large" onClick={() => onChange({ step: 0 })}>
          {t('games.wizard.back')}
        </Button>
        <Button variant="contained" size="large" onClick={onNext}>
          {t('games.wizard.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 3: the quiz as a reviewer will read it, and the button that sends it. */
export function CheckAndSendStep({
  draft,
  story,
  onChange,
  sending,
  sendError,
  onSend,
}: {
  draft: QuizDraft;
  story: StorySummary | null;
  onChange: Change;
  sending: boolean;
  sendError: string | null;
  onSend(): void;
}) {
  const t = useT();
  const content = toContent(draft);
  return (
    <Stack spacing={3}>
      <QuizSummary
        title={draft.title}
        storyTitle={story?.title ?? ''}
        questions={content?.questions ?? []}
      />
      {sendError && <Alert severity="error">{sendError}</Alert>}
      <Typography color="text.secondary">{t('games.wizard.editorChecks')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button size="large" disabled={sending} onClick={() => onChange({ step: 1 })}>
          {t('games.wizard.back')}
        </Button>
        <Button variant="contained" size="large" disabled={sending || !content} onClick={onSend}>
          {sending ? t('games.wizard.sending') : t('games.wizard.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
