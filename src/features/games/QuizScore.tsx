import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { QuizAttemptResult } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { SCORE_FAILED, sendAttempt } from './quizThunks';

function pointsNote(result: QuizAttemptResult, signedIn: boolean) {
  if (!signedIn || !result.recorded) {
    return (
      <Alert severity="info">
        <Link component={RouterLink} to={paths.login}>
          Sign in
        </Link>{' '}
        to keep your points on the leaderboard next time.
      </Alert>
    );
  }
  if (result.firstAttempt) {
    return (
      <Typography sx={{ fontSize: 18 }}>
        You earned <strong>{result.points} points</strong> for the{' '}
        <Link component={RouterLink} to={paths.leaderboard}>
          leaderboard
        </Link>
        !
      </Typography>
    );
  }
  return (
    <Typography sx={{ fontSize: 18 }}>
      Points count on your first try, and practice makes you even better!
    </Typography>
  );
}

/** The attempt, scored by the server (and stored for a signed-in child). */
export function QuizScore({
  quizId,
  answers,
  signedIn,
  onPlayAgain,
  onClose,
}: {
  quizId: string;
  answers: number[];
  signedIn: boolean;
  onPlayAgain(): void;
  onClose(): void;
}) {
  const dispatch = useAppDispatch();
  const score = useThunkLoad(
    () => dispatch(sendAttempt({ id: quizId, answers })),
    `${quizId}:${answers.join(',')}`,
    SCORE_FAILED,
  );
  if (score.status === 'failed' && score.error) {
    return <ErrorState message={score.error} onRetry={score.reload} />;
  }
  const result = score.data;
  if (!result || score.status === 'loading') {
    return <Typography role="status">Adding up your score…</Typography>;
  }
  const allRight = result.correct === result.total;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <EmojiEventsIcon sx={{ fontSize: 72, color: 'warning.main' }} />
      <Typography variant="h4" component="h3">
        You got {result.correct} of {result.total} right!
      </Typography>
      <Typography sx={{ fontSize: 18 }}>
        {allRight ? 'Every single one. Brilliant reading!' : 'Well done for finishing the quiz!'}
      </Typography>
      {pointsNote(result, signedIn)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={onPlayAgain}>
          Play again
        </Button>
        <Button variant="outlined" size="large" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Stack>
  );
}
