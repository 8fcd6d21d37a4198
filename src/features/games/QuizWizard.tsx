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
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { useFormProblems } from '../../lib/useFormProblems';
import { failureOf } from '../../lib/validationMessages';
import { QuizForm, type QuizFields } from './QuizForm';
import { QuizSummary } from './QuizSummary';
import { GAME_FAILURES, SUBMIT_QUIZ_FAILED, submitQuiz } from './quizThunks';
import { quizErrors, refusalsStillApplying, toContent, type FieldErrors } from './quizValidation';
import { StoryPicker } from './StoryPicker';
import { useDraftAutosave, type SaveState } from './useDraftAutosave';

export const WIZARD_STEPS: readonly MessageId[] = [
  'games.wizard.step.pick',
  'games.wizard.step.write',
  'games.wizard.step.check',
];

const SAVE_LABEL: Record<SaveState, MessageId | null> = {
  idle: null,
  saving: 'games.wizard.save.saving',
  saved: 'games.wizard.save.saved',
  failed: 'games.wizard.save.failed',
  refused: 'games.wizard.save.refused',
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
  const t = useT();
  const formProblems = useFormProblems(GAME_FAILURES);
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
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1 }}>
        {SAVE_LABEL[saveState] && t(SAVE_LABEL[saveState])}
      </Typography>

      {draft.step === 0 && (
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            {t('games.wizard.whichStory')}
          </Typography>
          <StoryPicker
            stories={stories}
            selectedId={draft.storyId ?? null}
            onSelect={(picked) =>
              change({
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
              onClick={() => change({ step: 1 })}
            >
              {t('games.wizard.next')}
            </Button>
          </Box>
        </Stack>
      )}

      {draft.step === 1 && (
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            {t('games.wizard.questionsAbout', {
              title: story?.title ?? t('games.wizard.yourStory'),
            })}
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
            <Alert severity="warning">{t('games.wizard.needsWork')}</Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button size="large" onClick={() => change({ step: 0 })}>
              {t('games.wizard.back')}
            </Button>
            <Button variant="contained" size="large" onClick={goToReview}>
              {t('games.wizard.next')}
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
          <Typography color="text.secondary">{t('games.wizard.editorChecks')}</Typography>
          <Stack direction="row" spacing={2}>
            <Button size="large" disabled={sending} onClick={() => change({ step: 1 })}>
              {t('games.wizard.back')}
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={sending || !toContent(draft)}
              onClick={() => void send()}
            >
              {sending ? t('games.wizard.sending') : t('games.wizard.send')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
