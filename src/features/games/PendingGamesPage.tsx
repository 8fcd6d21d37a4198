import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PendingQuiz, Quiz } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { PendingQuizReview } from './PendingQuizReview';
import { FETCH_PENDING_FAILED, fetchPendingQuizzes } from './quizThunks';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function PendingQuizCard({ quiz, onOpen }: { quiz: PendingQuiz; onOpen(): void }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{quiz.title}</Typography>
        <Typography color="text.secondary">
          “{quiz.storyTitle}” · by {quiz.authorName} · {quiz.questionCount}{' '}
          {quiz.questionCount === 1 ? 'question' : 'questions'} ·{' '}
          {dateFormat.format(new Date(quiz.createdAt))}
        </Typography>
      </Stack>
      <Button variant="contained" onClick={onOpen} aria-label={`Open ${quiz.title}`}>
        Open
      </Button>
    </Paper>
  );
}

export default function PendingGamesPage({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const pending = useThunkLoad(
    () => dispatch(fetchPendingQuizzes()),
    `pending#${userId}`,
    FETCH_PENDING_FAILED,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const reviewed = (quiz: Quiz) => {
    pending.update((rows) => rows.filter((row) => row._id !== quiz._id));
    setOpenId(null);
    setOutcome(
      quiz.status === 'approved'
        ? `“${quiz.title}” is approved: children can take it at the end of the story. Its author has a message.`
        : `“${quiz.title}” was not approved. Its author has the reason in their inbox.`,
    );
  };

  return (
    <ScreenIntro
      title="Edit Game"
      description="Quizzes waiting for review: edit, approve or reject them."
    >
      {outcome && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          {outcome}
        </Alert>
      )}
      {openId ? (
        <PendingQuizReview id={openId} onClose={() => setOpenId(null)} onReviewed={reviewed} />
      ) : (
        <>
          {pending.status === 'failed' && pending.error && (
            <ErrorState message={pending.error} onRetry={pending.reload} />
          )}
          {pending.status === 'loading' && <Typography role="status">Loading...</Typography>}
          {pending.status === 'succeeded' && pending.data?.length === 0 && (
            <Typography color="text.secondary">No quizzes are waiting for review.</Typography>
          )}
          {pending.status === 'succeeded' && Boolean(pending.data?.length) && (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {pending.data?.map((quiz) => (
                <PendingQuizCard key={quiz._id} quiz={quiz} onOpen={() => setOpenId(quiz._id)} />
              ))}
            </Stack>
          )}
        </>
      )}
    </ScreenIntro>
  );
}
