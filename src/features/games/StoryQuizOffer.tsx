import QuizIcon from '@mui/icons-material/Quiz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import type { PlayableQuiz } from '../../../contract/quizzes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { selectUser } from '../auth/selectors';
import { QuizPlayer } from './QuizPlayer';
import { FETCH_STORY_QUIZZES_FAILED, GAME_FAILURES, fetchStoryQuizzes } from './quizThunks';

/** 'Take the quiz' on a story's end screen, when an approved quiz exists. */
export function StoryQuizOffer({ storyId }: { storyId: string }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const quizzes = useThunkLoad(
    () => dispatch(fetchStoryQuizzes(storyId)),
    storyId,
    FETCH_STORY_QUIZZES_FAILED,
  );
  const [playing, setPlaying] = useState<PlayableQuiz | null>(null);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  if (quizzes.status === 'failed' && quizzes.error) {
    return (
      <Alert
        severity="warning"
        sx={{ mt: 3, textAlign: 'left' }}
        action={
          <Button color="inherit" size="small" onClick={quizzes.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {failureMessage(quizzes.error)}
      </Alert>
    );
  }
  const list = quizzes.status === 'succeeded' ? (quizzes.data ?? []) : [];
  if (!list.length) return null;

  return (
    <>
      <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
        {list.map((quiz) => (
          <Button
            key={quiz._id}
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<QuizIcon />}
            onClick={() => setPlaying(quiz)}
            sx={{ minHeight: 56, fontSize: 18, px: 4 }}
          >
            {list.length === 1
              ? t('games.offer.takeQuiz')
              : t('games.offer.takeNamedQuiz', { title: quiz.title })}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={playing !== null}
        onClose={() => setPlaying(null)}
        fullScreen={narrow}
        fullWidth
        maxWidth="md"
        aria-labelledby="quiz-title"
      >
        <DialogTitle id="quiz-title" sx={{ pr: 7 }}>
          {playing?.title}
          <IconButton
            aria-label={t('games.offer.closeQuiz')}
            onClick={() => setPlaying(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {playing && (
            <QuizPlayer
              key={playing._id}
              quiz={playing}
              signedIn={signedIn}
              onClose={() => setPlaying(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
