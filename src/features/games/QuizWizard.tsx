import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Quiz, QuizDraft } from '../../../contract/quizzes';
import type { StorySummary } from '../../../contract/stories';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import type { SaveState } from './useDraftAutosave';
import { useQuizWizard } from './useQuizWizard';
import { CheckAndSendStep, PickStoryStep, WriteQuestionsStep } from './WizardSteps';

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
  const t = useT();
  const wizard = useQuizWizard({ userId, initialDraft, onSubmitted });
  const { draft, change, saveState } = wizard;
  const story = stories.find((item) => item._id === draft.storyId) ?? null;

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
        <PickStoryStep stories={stories} draft={draft} story={story} onChange={change} />
      )}
      {draft.step === 1 && (
        <WriteQuestionsStep
          draft={draft}
          story={story}
          onChange={change}
          showAllErrors={wizard.showAllErrors}
          refusals={wizard.refusals}
          needsWork={wizard.needsWork}
          sendError={wizard.sendError}
          onNext={wizard.goToReview}
        />
      )}
      {draft.step === 2 && (
        <CheckAndSendStep
          draft={draft}
          story={story}
          onChange={change}
          sending={wizard.sending}
          sendError={wizard.sendError}
          onSend={() => void wizard.send()}
        />
      )}
    </Box>
  );
}
