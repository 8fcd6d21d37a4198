import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AnswerCheckResult, PlayableQuiz } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { CHECK_ANSWER_FAILED, GAME_FAILURES, checkAnswer } from './quizThunks';
import { QuizScore } from './QuizScore';

interface Feedback extends AnswerCheckResult {
  choice: number;
}

/** Colour of an option once the question is answered: the right one green, a wrong pick red. */
function optionColor(feedback: Feedback | null, index: number) {
  if (!feedback) return 'primary' as const;
  if (index === feedback.answerIndex) return 'success' as const;
  return index === feedback.choice ? ('error' as const) : ('primary' as const);
}

/**
 * One question at a time with big answers to tap. Each answer is checked on the server (the
 * player never holds the right answers) and the whole attempt is scored there at the end.
 */
export function QuizPlayer({
  quiz,
  signedIn,
  onClose,
}: {
  quiz: PlayableQuiz;
  signedIn: boolean;
  onClose(): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const dispatch = useAppDispatch();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [checking, setChecking] = useState(false);
  // The failure as the thunk gave it: it is translated when shown.
  const [problem, setProblem] = useState<{ choice: number; message: string } | null>(null);
  const [finished, setFinished] = useState(false);
  const question = quiz.questions[index];
  const last = index === quiz.questions.length - 1;

  const choose = async (choice: number) => {
    setChecking(true);
    setProblem(null);
    const action = await dispatch(checkAnswer({ id: quiz._id, question: index, choice }));
    setChecking(false);
    if (!checkAnswer.fulfilled.match(action)) {
      setProblem({ choice, message: action.payload ?? CHECK_ANSWER_FAILED });
      return;
    }
    setFeedback({ ...action.payload, choice });
    setAnswers((previous) => [...previous, choice]);
  };

  const next = () => {
    setFeedback(null);
    if (last) setFinished(true);
    else setIndex((current) => current + 1);
  };

  const playAgain = () => {
    setIndex(0);
    setAnswers([]);
    setFeedback(null);
    setFinished(false);
  };

  if (finished) {
    return (
      <QuizScore
        quizId={quiz._id}
        answers={answers}
        signedIn={signedIn}
        onPlayAgain={playAgain}
        onClose={onClose}
      />
    );
  }
  if (!question) return null;

  return (
    <Stack spacing={3}>
      {!signedIn && index === 0 && !feedback && (
        <Alert severity="info">{t('games.player.guestNote')}</Alert>
      )}
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('games.player.questionOf', { number: index + 1, total: quiz.questions.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + (feedback ? 1 : 0)) / quiz.questions.length) * 100}
          aria-label={t('games.player.progress')}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant="h5" component="h3" sx={{ fontWeight: 600 }}>
        {question.prompt}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {question.options.map((option, optionIndex) => (
          <Button
            key={optionIndex}
            variant={
              feedback && optionColor(feedback, optionIndex) !== 'primary'
                ? 'contained'
                : 'outlined'
            }
            color={optionColor(feedback, optionIndex)}
            disabled={
              checking || (feedback !== null && optionColor(feedback, optionIndex) === 'primary')
            }
            onClick={() => {
              if (!feedback) void choose(optionIndex);
            }}
            aria-pressed={feedback?.choice === optionIndex}
            sx={{
              minHeight: 72,
              fontSize: 20,
              textTransform: 'none',
              borderRadius: 4,
              borderWidth: 2,
              '&:hover': { borderWidth: 2 },
            }}
          >
            {option}
          </Button>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 32 }}>
        {feedback && (
          <Typography
            sx={{ fontSize: 20, fontWeight: 600 }}
            color={feedback.correct ? 'success.main' : 'text.primary'}
          >
            {feedback.correct
              ? t('games.player.right')
              : t('games.player.goodTry', {
                  answer: question.options[feedback.answerIndex] ?? '',
                })}
          </Typography>
        )}
      </Box>
      {problem && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void choose(problem.choice)}>
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
          onClick={next}
          sx={{ alignSelf: 'flex-end', minHeight: 56 }}
        >
          {t(last ? 'games.player.seeScore' : 'games.player.nextQuestion')}
        </Button>
      )}
    </Stack>
  );
}
