import QuizIcon from '@mui/icons-material/Quiz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { PlayableQuiz } from '../../../contract/quizzes';
import { useAppSelector } from '../../app/hooks';
import { Message } from '../../i18n/Message';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { messageOf } from '../../lib/serverData/api';
import { selectUser, type RedirectState } from '../auth';
import { QuizPlayer } from './QuizPlayer';
import { FETCH_STORY_QUIZZES_FAILED, GAME_FAILURES, useGetStoryQuizzesQuery } from './quizzesApi';

/** 'Take the quiz' on a story's end screen, when an approved quiz exists. */
export function StoryQuizOffer({ storyId }: { storyId: string }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const signedIn = useAppSelector(selectUser) !== null;
  const quizzes = useGetStoryQuizzesQuery(storyId);
  const [playing, setPlaying] = useState<PlayableQuiz | null>(null);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const location = useLocation();

  if (quizzes.isError) {
    return (
      <Alert
        severity="warning"
        sx={{ mt: 3, textAlign: 'left' }}
        action={
          <Button color="inherit" size="small" onClick={() => void quizzes.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {failureMessage(messageOf(quizzes.error, FETCH_STORY_QUIZZES_FAILED))}
      </Alert>
    );
  }
  const list = quizzes.currentData ?? [];
  if (!list.length) return null;
  // Answers are told only inside a signed-in child's attempt, so a visitor is asked to sign in.
  if (!signedIn) {
    const back: RedirectState = { from: `${location.pathname}${location.search}` };
    return (
      <Alert severity="info" icon={<QuizIcon />} sx={{ mt: 3, textAlign: 'left' }}>
        <Message
          id="games.offer.signInToPlay"
          values={{
            link: (parts) => (
              <Link component={RouterLink} to={paths.login} state={back}>
                {parts}
              </Link>
            ),
          }}
        />
      </Alert>
    );
  }

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
            <QuizPlayer key={playing._id} quiz={playing} onClose={() => setPlaying(null)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
