import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Quiz } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import {
  FETCH_DRAFT_FAILED,
  FETCH_STORIES_FAILED,
  discardDraft,
  fetchDraft,
  fetchPublishedStories,
} from './quizThunks';
import { emptyDraft } from './quizValidation';
import { QuizWizard } from './QuizWizard';

export default function GameWizardPage({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const stories = useThunkLoad(
    () => dispatch(fetchPublishedStories()),
    'stories',
    FETCH_STORIES_FAILED,
  );
  const saved = useThunkLoad(() => dispatch(fetchDraft(userId)), userId, FETCH_DRAFT_FAILED);
  // A new key starts the wizard afresh (after "Start over" or a sent quiz).
  const [round, setRound] = useState(0);
  const [startedOver, setStartedOver] = useState(false);
  const [sent, setSent] = useState<Quiz | null>(null);

  const startOver = () => {
    void dispatch(discardDraft(userId));
    setStartedOver(true);
    setRound((count) => count + 1);
  };

  const failed = [stories, saved].find((load) => load.status === 'failed');
  const ready = stories.status === 'succeeded' && saved.status === 'succeeded';
  const restored = !startedOver ? saved.data?.draft : null;

  return (
    <ScreenIntro
      title="Game Wizard"
      description="Build a quiz about a story, step by step, and send it for review."
    >
      {failed?.error && (
        <ErrorState
          message={failed.error}
          onRetry={() => {
            stories.reload();
            saved.reload();
          }}
        />
      )}
      {!failed && !ready && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Loading...</Typography>
        </Stack>
      )}
      {ready && sent && (
        <Paper sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Thank you! Your quiz is on its way.
          </Typography>
          <Typography sx={{ mb: 3 }}>
            “{sent.title}” is waiting for an editor. You will find a message in your inbox when it
            has been checked.
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              setSent(null);
              setStartedOver(true);
              setRound((count) => count + 1);
            }}
          >
            Write another quiz
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
                  Start over
                </Button>
              }
            >
              We kept the quiz you were writing. Carry on where you left off.
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
