import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PlayableQuiz, StartedAttempt } from '../../../contract/quizzes';
import { ErrorState } from '../../components/ErrorState';
import { useAppSelector } from '../../app/hooks';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { selectReadingChildId } from '../../lib/activeReader';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { AnswerOptions } from './AnswerOptions';
import { gotNoAnswer } from './heldAnswers';
import { GAME_FAILURES, START_ATTEMPT_FAILED, useStartAttemptMutation } from './quizzesApi';
import { HeldScore, QuizScore } from './QuizScore';
import { useAttemptAnswers } from './useAttemptAnswers';

/**
 * A signed-in child's play of a quiz: an attempt kept on the server, started afresh or carried
 * on where it was left. Each round of "Play again" is a new attempt. Without a network the
 * child plays on, and the answers are given to the server when it is back.
 */
export function QuizPlayer({ quiz, onClose }: { quiz: PlayableQuiz; onClose(): void }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const [round, setRound] = useState(0);
  // The child reading plays (their attempt, their points); the account itself otherwise.
  const childId = useAppSelector(selectReadingChildId);
  // Starting is a change on the server (an attempt is opened), asked for once per round.
  const [startAttempt, attempt] = useStartAttemptMutation();
  useEffect(() => {
    void startAttempt({ id: quiz._id, childId });
  }, [startAttempt, quiz._id, childId, round]);

  if (attempt.isError && gotNoAnswer(attempt.error)) {
    return (
      <AttemptPlayer
        key={`held-${round}`}
        quiz={quiz}
        attempt={null}
        childId={childId}
        onPlayAgain={() => setRound((current) => current + 1)}
        onClose={onClose}
      />
    );
  }
  if (attempt.isError) {
    return (
      <ErrorState
        message={failureMessage(messageOf(attempt.error, START_ATTEMPT_FAILED))}
        onRetry={() => void startAttempt({ id: quiz._id, childId })}
      />
    );
  }
  if (!attempt.data || attempt.isLoading) {
    return <Typography role="status">{t('common.loading')}</Typography>;
  }
  return (
    <AttemptPlayer
      key={attempt.data.attemptId}
      quiz={quiz}
      attempt={attempt.data}
      childId={childId}
      onPlayAgain={() => setRound((current) => current + 1)}
      onClose={onClose}
    />
  );
}

/**
 * One question at a time with big answers to tap (the player never holds the right answers);
 * the server scores the attempt at the end from the answers it kept. `attempt` is null when
 * it could not start for want of a network. `childId`: the child who started it, if any.
 */
function AttemptPlayer({
  quiz,
  attempt,
  childId,
  onPlayAgain,
  onClose,
}: {
  quiz: PlayableQuiz;
  attempt: StartedAttempt | null;
  childId: string | null;
  onPlayAgain(): void;
  onClose(): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const play = useAttemptAnswers(quiz, attempt, childId);
  const { question, feedback, problem } = play;

  if (!question) {
    // Held answers have no score yet: the server gives it once it has them.
    return play.offline || !attempt ? (
      <HeldScore onPlayAgain={onPlayAgain} onClose={onClose} />
    ) : (
      <QuizScore
        quizId={quiz._id}
        attemptId={attempt.attemptId}
        childId={childId}
        onPlayAgain={onPlayAgain}
        onClose={onClose}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('games.player.questionOf', { number: play.index + 1, total: play.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(play.answeredCount / play.total) * 100}
          aria-label={t('games.player.progress')}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant="h5" component="h3" sx={{ fontWeight: 600 }}>
        {question.prompt}
      </Typography>
      <AnswerOptions
        options={question.options}
        feedback={feedback}
        checking={play.checking}
        onChoose={(choice) => void play.choose(choice)}
      />
      <Box role="status" aria-live="polite" sx={{ minHeight: 32 }}>
        {feedback?.checked && (
          <Typography
            sx={{ fontSize: 20, fontWeight: 600 }}
            color={feedback.checked.correct ? 'success.main' : 'text.primary'}
          >
            {feedback.checked.correct
              ? t('games.player.right')
              : t('games.player.goodTry', {
                  answer: question.options[feedback.checked.answerIndex] ?? '',
                })}
          </Typography>
        )}
        {feedback && !feedback.checked && (
          <Typography sx={{ fontSize: 18 }}>{t('games.player.checkedLater')}</Typography>
        )}
      </Box>
      {problem && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void play.choose(problem.choice)}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {failureMessage(problem.message)}
        </Alert>
      )}
      {feedback && (
        <Button
          variant="contained"
          size="large"
          onClick={play.next}
          sx={{ alignSelf: 'flex-end', minHeight: 56 }}
        >
          {t(
            !play.last
              ? 'games.player.nextQuestion'
              : play.offline
                ? 'games.player.finish'
                : 'games.player.seeScore',
          )}
        </Button>
      )}
    </Stack>
  );
}
