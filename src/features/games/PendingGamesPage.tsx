import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PendingQuiz, Quiz } from '../../../contract/quizzes';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import type { MessageId } from '../../i18n/messageIds';
import { useTranslator } from '../../i18n/translatorContext';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { PendingQuizReview } from './PendingQuizReview';
import { FETCH_PENDING_FAILED, GAME_FAILURES, useGetPendingQuizzesQuery } from './quizzesApi';

function PendingQuizCard({ quiz, onOpen }: { quiz: PendingQuiz; onOpen(): void }) {
  const t = useT();
  const translator = useTranslator();
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
          {t('games.pending.details', {
            story: quiz.storyTitle,
            author: quiz.authorName,
            count: quiz.questionCount,
            date: translator.date(new Date(quiz.createdAt), { dateStyle: 'medium' }),
          })}
        </Typography>
      </Stack>
      <Button
        variant="contained"
        onClick={onOpen}
        aria-label={t('games.pending.openQuiz', { title: quiz.title })}
      >
        {t('games.pending.open')}
      </Button>
    </Paper>
  );
}

export default function PendingGamesPage() {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  // A review takes its row away at once, and the list is asked for again (quizzesApi).
  const pending = useGetPendingQuizzesQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ id: MessageId; title: string } | null>(null);

  const reviewed = (quiz: Quiz) => {
    setOpenId(null);
    setOutcome({
      id: quiz.status === 'approved' ? 'games.pending.approved' : 'games.pending.rejected',
      title: quiz.title,
    });
  };
  const rows = pending.isError ? undefined : pending.data;

  return (
    <ScreenIntro title={t('games.pending.title')} description={t('games.pending.description')}>
      {outcome && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          {t(outcome.id, { title: outcome.title })}
        </Alert>
      )}
      {openId ? (
        <PendingQuizReview id={openId} onClose={() => setOpenId(null)} onReviewed={reviewed} />
      ) : (
        <>
          {pending.isError && (
            <ErrorState
              message={failureMessage(messageOf(pending.error, FETCH_PENDING_FAILED))}
              onRetry={() => void pending.refetch()}
            />
          )}
          {pending.isLoading && <Typography role="status">{t('common.loading')}</Typography>}
          {rows?.length === 0 && (
            <Typography color="text.secondary">{t('games.pending.none')}</Typography>
          )}
          {Boolean(rows?.length) && (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {rows?.map((quiz) => (
                <PendingQuizCard key={quiz._id} quiz={quiz} onOpen={() => setOpenId(quiz._id)} />
              ))}
            </Stack>
          )}
        </>
      )}
    </ScreenIntro>
  );
}
