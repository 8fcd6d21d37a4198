import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Quiz, QuizDraft } from '../../../contract/quizzes';
import type { StorySummary } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { failureOf, formProblems } from '../../lib/validationMessages';
import { QuizForm, type QuizFields } from './QuizForm';
import { QuizSummary } from './QuizSummary';
import { SUBMIT_QUIZ_FAILED, submitQuiz } from './quizThunks';
import { quizErrors, refusalsStillApplying, toContent, type FieldErrors } from './quizValidation';
import { StoryPicker } from './StoryPicker';
import { useDraftAutosave, type SaveState } from './useDraftAutosave';

export const WIZARD_STEPS = ['Pick a story', 'Write the questions', 'Check and send'] as const;

const SAVE_LABEL: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving your draft…',
  saved: 'Draft saved',
  failed: 'Your draft could not be saved just now; we will try again as you type.',
  refused: 'Your draft is saved again once the fields marked in red are shortened.',
};

/** The quiz wizard's three steps over one draft, which is saved as it changes. */
export function QuizWizard({
  userId,
  stories,
  initialDraft,
  onSubmitted,
}: {
  userId: string;
  stories: StorySummary[];
  initialDraft: QuizDraft;
  onSubmitted(quiz: Quiz): void;
}) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(initialDraft);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  /** What the server refused when the quiz was sent, and the quiz as it was then. */
  const [refused, setRefused] = useState<{ errors: FieldErrors; sent: QuizFields } | null>(null);
  const refusals = refused ? refusalsStillApplying(refused.errors, refused.sent, draft) : {};
  const { saveState, settled } = useDraftAutosave(userId, draft, !sending);
  const story = stories.find((item) => item._id === draft.storyId) ?? null;
  const change = (next: Partial<QuizDraft>) => setDraft((previous) => ({ ...previous, ...next }));

  const goToReview = () => {
    const errors = { ...quizErrors(draft), ...refusals };
    if (Object.keys(errors).length) {
      setShowAllErrors(true);
      return;
    }
    setSendError(null);
    change({ step: 2 });
  };

  const send = async () => {
    const content = toContent(draft);
    if (!content) return;
    setSending(true);
    setSendError(null);
    await settled();
    const action = await dispatch(submitQuiz(content));
    if (submitQuiz.fulfilled.match(action)) {
      onSubmitted(action.payload);
      return;
    }
    setSending(false);
    const { fields, others } = formProblems('quiz', failureOf(action, SUBMIT_QUIZ_FAILED));
    // The story was picked on the first step; anything about it is said with the rest.
    const { storyId: aboutStory, ...onFields } = fields;
    const said = [...others, ...(aboutStory ? [aboutStory] : [])];
    setSendError(said.length ? said.join(' ') : null);
    if (Object.keys(onFields).length) {
      // Back to the questions, where the refused fields are marked.
      setRefused({ errors: onFields, sent: { title: draft.title, questions: draft.questions } });
      change({ step: 1 });
    }
  };

  return (
    <Box>
      <Stepper activeStep={draft.step} alternativeLabel sx={{ mb: 3 }}>
        {WIZARD_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1 }}>
        {SAVE_LABEL[saveState]}
      </Typography>

      {draft.step === 0 && (
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            Which story is your quiz about?
          </Typography>
          <StoryPicker
            stories={stories}
            selectedId={draft.storyId ?? null}
            onSelect={(picked) =>
              change({
                storyId: picked._id,
                title: draft.title.trim() ? draft.title : `Quiz: ${picked.title}`,
              })
            }
          />
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!story}
              onClick={() => change({ step: 1 })}
            >
              Next
            </Button>
          </Box>
        </Stack>
      )}

      {draft.step === 1 && (
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            Questions about “{story?.title ?? 'your story'}”
          </Typography>
          <QuizForm
            value={draft}
            onChange={(fields) => change(fields)}
            showAllErrors={showAllErrors}
            refusals={refusals}
          />
          {sendError && <Alert severity="error">{sendError}</Alert>}
          {((showAllErrors && Object.keys(quizErrors(draft)).length > 0) ||
            Object.keys(refusals).length > 0) && (
            <Alert severity="warning">
              Some questions need a little more work: see the red notes.
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button size="large" onClick={() => change({ step: 0 })}>
              Back
            </Button>
            <Button variant="contained" size="large" onClick={goToReview}>
              Next
            </Button>
          </Stack>
        </Stack>
      )}

      {draft.step === 2 && (
        <Stack spacing={3}>
          <QuizSummary
            title={draft.title}
            storyTitle={story?.title ?? ''}
            questions={toContent(draft)?.questions ?? []}
          />
          {sendError && <Alert severity="error">{sendError}</Alert>}
          <Typography color="text.secondary">
            An editor checks every quiz before children can take it. You will get a message in your
            inbox either way.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button size="large" disabled={sending} onClick={() => change({ step: 1 })}>
              Back
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={sending || !toContent(draft)}
              onClick={() => void send()}
            >
              {sending ? 'Sending…' : 'Send for review'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
