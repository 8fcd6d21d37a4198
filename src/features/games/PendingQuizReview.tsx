import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Quiz } from '../../../contract/quizzes';
import { ErrorState } from '../../components/ErrorState';
import { RejectDialog } from '../../components/RejectDialog';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { QuizForm } from './QuizForm';
import { QuizReviewActions } from './QuizReviewActions';
import { FETCH_QUIZ_FAILED, GAME_FAILURES, useGetQuizQuery } from './quizzesApi';
import { useQuizReview } from './useQuizReview';

interface ReviewProps {
  onClose(): void;
  onReviewed(quiz: Quiz): void;
}

/** One pending quiz opened by an administrator: edit it, then approve or reject it. */
export function PendingQuizReview({ id, ...props }: ReviewProps & { id: string }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const load = useGetQuizQuery(id);
  if (load.isError) {
    return (
      <ErrorState
        message={failureMessage(messageOf(load.error, FETCH_QUIZ_FAILED))}
        onRetry={() => void load.refetch()}
      />
    );
  }
  if (!load.currentData) {
    return <Typography role="status">{t('common.loading')}</Typography>;
  }
  return <QuizReviewForm quiz={load.currentData} {...props} />;
}

function QuizReviewForm({ quiz, onClose, onReviewed }: ReviewProps & { quiz: Quiz }) {
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  const review = useQuizReview(quiz, onReviewed);
  const { problem, notice } = review;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography variant="h5" component="h2">
        {quiz.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('games.review.about', { story: quiz.storyTitle, author: quiz.authorName })}
      </Typography>
      <QuizForm
        value={review.fields}
        onChange={review.edit}
        showAllErrors={review.edited}
        refusals={review.refusals}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {'id' in problem ? t(problem.id) : failureMessage(problem.failure)}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t(notice)}
        </Alert>
      )}
      <QuizReviewActions
        busy={review.busy}
        canSave={review.edited && review.canSend}
        canApprove={review.canSend}
        onSave={() => void review.save()}
        onApprove={() => void review.approve()}
        onReject={() => review.askReason(true)}
        onClose={onClose}
      />
      <RejectDialog
        title={quiz.title}
        open={review.rejecting}
        confirmLabel={t('games.review.rejectQuiz')}
        onCancel={() => review.askReason(false)}
        onReject={review.reject}
      />
    </Paper>
  );
}
