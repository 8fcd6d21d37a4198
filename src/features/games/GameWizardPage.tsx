import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Quiz } from '../../../contract/quizzes';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import {
  FETCH_DRAFT_FAILED,
  FETCH_STORIES_FAILED,
  GAME_FAILURES,
  useDiscardDraftMutation,
  useGetDraftQuery,
  useGetPublishedStoriesQuery,
} from './quizzesApi';
import { emptyDraft } from './quizValidation';
import { QuizWizard } from './QuizWizard';

export default function GameWizardPage({ userId }: { userId: string }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const stories = useGetPublishedStoriesQuery();
  // The draft may have changed on another device: it is asked for each time the wizard opens.
  const saved = useGetDraftQuery(userId, { refetchOnMountOrArgChange: true });
  const [discardDraft] = useDiscardDraftMutation();
  // A new key starts the wizard afresh (after "Start over" or a sent quiz).
  const [round, setRound] = useState(0);
  const [startedOver, setStartedOver] = useState(false);
  const [sent, setSent] = useState<Quiz | null>(null);

  const startOver = () => {
    void discardDraft(userId);
    setStartedOver(true);
    setRound((count) => count + 1);
  };

  const failure = stories.isError
    ? messageOf(stories.error, FETCH_STORIES_FAILED)
    : saved.isError
      ? messageOf(saved.error, FETCH_DRAFT_FAILED)
      : null;
  // Nothing asks for these again while the wizard is open, so it is never taken away mid-quiz.
  const ready = !stories.isFetching && !saved.isFetching && stories.isSuccess && saved.isSuccess;
  const restored = !startedOver ? saved.data?.draft : null;

  return (
    <ScreenIntro title={t('games.wizard.title')} description={t('games.wizard.description')}>
      {failure !== null && (
        <ErrorState
          message={failureMessage(failure)}
          onRetry={() => {
            void stories.refetch();
            void saved.refetch();
          }}
        />
      )}
      {failure === null && !ready && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('common.loading')}</Typography>
        </Stack>
      )}
      {ready && sent && (
        <Paper sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('games.wizard.thanks')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('games.wizard.waiting', { title: sent.title })}</Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              setSent(null);
              setStartedOver(true);
              setRound((count) => count + 1);
            }}
          >
            {t('games.wizard.writeAnother')}
          </Button>
        </Paper>
      )}
      {ready && !sent && (
        <>
          {restored && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={startOver}>
                  {t('games.wizard.startOver')}
                </Button>
              }
            >
              {t('games.wizard.kept')}
            </Alert>
          )}
          <QuizWizard
            key={round}
            userId={userId}
            stories={stories.data ?? []}
            initialDraft={restored ?? emptyDraft()}
            onSubmitted={setSent}
          />
        </>
      )}
    </ScreenIntro>
  );
}
