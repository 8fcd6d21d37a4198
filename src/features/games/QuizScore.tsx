import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuizAttemptResult } from '../../../contract/quizzes';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { Message } from '../../i18n/Message';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { GAME_FAILURES, SCORE_FAILED, useFinishAttemptMutation } from './quizzesApi';

/** A link inside a message: <link>…</link> goes to `to`. */
const linkTo = (to: string) => (parts: ReactNode[]) => (
  <Link component={RouterLink} to={to}>
    {parts}
  </Link>
);

function PointsNote({ result }: { result: QuizAttemptResult }) {
  const t = useT();
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

/** The attempt, scored by the server from the answers it stored. */
export function QuizScore({
  quizId,
  attemptId,
  childId,
  onPlayAgain,
  onClose,
}: {
  quizId: string;
  attemptId: string;
  /** The child whose attempt it is; the account's own when undefined. */
  childId?: string | null;
  onPlayAgain(): void;
  onClose(): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  // Finishing scores the attempt on the server (and its points reach the leaderboard).
  const [finishAttempt, score] = useFinishAttemptMutation();
  useEffect(() => {
    void finishAttempt({ id: quizId, attemptId, childId });
  }, [finishAttempt, quizId, attemptId, childId]);
  if (score.isError) {
    return (
      <ErrorState
        message={failureMessage(messageOf(score.error, SCORE_FAILED))}
        onRetry={() => void finishAttempt({ id: quizId, attemptId, childId })}
      />
    );
  }
  const result = score.data;
  if (!result || score.isLoading) {
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
      <PointsNote result={result} />
      <ScoreActions onPlayAgain={onPlayAgain} onClose={onClose} />
    </Stack>
  );
}

function ScoreActions({ onPlayAgain, onClose }: { onPlayAgain(): void; onClose(): void }) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button variant="contained" size="large" onClick={onPlayAgain}>
        {t('games.score.playAgain')}
      </Button>
      <Button variant="outlined" size="large" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Stack>
  );
}

/**
 * The end of a quiz played without a network: its answers wait on the device, and the score
 * and points come when the server has checked them.
 */
export function HeldScore({ onPlayAgain, onClose }: { onPlayAgain(): void; onClose(): void }) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <EmojiEventsIcon sx={{ fontSize: 72, color: 'warning.main' }} />
      <Typography variant="h4" component="h3">
        {t('games.score.finished')}
      </Typography>
      <Typography role="status" sx={{ fontSize: 18 }}>
        {t('games.player.checkedLater')}
      </Typography>
      <ScoreActions onPlayAgain={onPlayAgain} onClose={onClose} />
    </Stack>
  );
}
