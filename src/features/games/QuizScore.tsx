import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuizAttemptResult } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { Message } from '../../i18n/Message';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { GAME_FAILURES, SCORE_FAILED, sendAttempt } from './quizThunks';

/** A link inside a message: <link>…</link> goes to `to`. */
const linkTo = (to: string) => (parts: ReactNode[]) => (
  <Link component={RouterLink} to={to}>
    {parts}
  </Link>
);

function PointsNote({ result, signedIn }: { result: QuizAttemptResult; signedIn: boolean }) {
  const t = useT();
  if (!signedIn || !result.recorded) {
    return (
      <Alert severity="info">
        <Message id="games.score.signInNote" values={{ link: linkTo(paths.login) }} />
      </Alert>
    );
  }
  if (result.firstAttempt) {
    return (
      <Typography sx={{ fontSize: 18 }}>
        <Message
          id="games.score.earned"
          values={{
            points: result.points,
            b: (parts: ReactNode[]) => <strong>{parts}</strong>,
            link: linkTo(paths.leaderboard),
          }}
        />
      </Typography>
    );
  }
  return <Typography sx={{ fontSize: 18 }}>{t('games.score.practice')}</Typography>;
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
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const dispatch = useAppDispatch();
  const score = useThunkLoad(
    () => dispatch(sendAttempt({ id: quizId, answers })),
    `${quizId}:${answers.join(',')}`,
    SCORE_FAILED,
  );
  if (score.status === 'failed' && score.error) {
    return <ErrorState message={failureMessage(score.error)} onRetry={score.reload} />;
  }
  const result = score.data;
  if (!result || score.status === 'loading') {
    return <Typography role="status">{t('games.score.addingUp')}</Typography>;
  }
  const allRight = result.correct === result.total;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <EmojiEventsIcon sx={{ fontSize: 72, color: 'warning.main' }} />
      <Typography variant="h4" component="h3">
        {t('games.score.result', { correct: result.correct, total: result.total })}
      </Typography>
      <Typography sx={{ fontSize: 18 }}>
        {t(allRight ? 'games.score.allRight' : 'games.score.finished')}
      </Typography>
      <PointsNote result={result} signedIn={signedIn} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={onPlayAgain}>
          {t('games.score.playAgain')}
        </Button>
        <Button variant="outlined" size="large" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Stack>
    </Stack>
  );
}
