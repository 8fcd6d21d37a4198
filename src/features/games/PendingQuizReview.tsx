import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Quiz, QuizContent, QuizReview } from '../../../contract/quizzes';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import type { MessageId } from '../../i18n/messageIds';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { failureOf, formProblems, type Failure } from '../../lib/validationMessages';
import { QuizForm, type QuizFields } from './QuizForm';
import {
  FETCH_QUIZ_FAILED,
  GAME_FAILURES,
  REVIEW_QUIZ_FAILED,
  SAVE_QUIZ_FAILED,
  fetchQuiz,
  reviewQuiz,
  saveQuiz,
} from './quizThunks';
import { refusalsStillApplying, toContent, type FieldErrors } from './quizValidation';
import { RejectDialog } from '../../components/RejectDialog';

/** One pending quiz opened by an administrator: edit it, then approve or reject it. */
export function PendingQuizReview({
  id,
  onClose,
  onReviewed,
}: {
  id: string;
  onClose(): void;
  onReviewed(quiz: Quiz): void;
}) {
  const dispatch = useAppDispatch();
  const load = useThunkLoad(() => dispatch(fetchQuiz(id)), id, FETCH_QUIZ_FAILED);
  const [edited, setEdited] = useState<QuizFields | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const failureMessage = useKnownFailures(GAME_FAILURES);
  // A failure as the thunk gave it, or the screen's own message: translated when shown.
  const [problem, setProblem] = useState<{ failure: string } | { id: MessageId } | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  const [rejecting, setRejecting] = useState(false);
  /** What the server refused when the edits were saved, and the quiz as it was then. */
  const [refused, setRefused] = useState<{ errors: FieldErrors; sent: QuizFields } | null>(null);

  if (load.status === 'failed' && load.error) {
    return <ErrorState message={failureMessage(load.error)} onRetry={load.reload} />;
  }
  const quiz = load.data;
  if (!quiz || load.status === 'loading') {
    return <Typography role="status">{t('common.loading')}</Typography>;
  }

  const fields = edited ?? quiz;
  const content: QuizContent | null = toContent({ storyId: quiz.storyId, ...fields });
  const refusals = refused ? refusalsStillApplying(refused.errors, refused.sent, fields) : {};

  /** Saves the edits (if any), answering the saved quiz or null after a failure. */
  const saveEdits = async (): Promise<Quiz | null> => {
    if (!edited) return quiz;
    if (!content) {
      setProblem({ id: 'games.review.fixFirst' });
      return null;
    }
    const action = await dispatch(saveQuiz({ id, content }));
    if (!saveQuiz.fulfilled.match(action)) {
      const problems = formProblems('quiz', failureOf(action, SAVE_QUIZ_FAILED));
      setRefused({
        errors: problems.fields,
        sent: { title: fields.title, questions: fields.questions },
      });
      setProblem(
        problems.others.length
          ? { failure: problems.others.join(' ') }
          : { id: 'games.review.fixFirst' },
      );
      return null;
    }
    load.update(() => action.payload);
    setEdited(null);
    setRefused(null);
    return action.payload;
  };

  const run = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      if (await saveEdits()) setNotice('games.review.saved');
    });

  /**
   * Saves the edits, then sends the review. Answers the review's failure; a failed save is
   * shown on the page (the quiz's fields are there), and answers null like a success.
   */
  const review = (decision: QuizReview) =>
    run(async (): Promise<Failure | null> => {
      if (!(await saveEdits())) return null;
      const action = await dispatch(reviewQuiz({ id, review: decision }));
      if (!reviewQuiz.fulfilled.match(action)) return failureOf(action, REVIEW_QUIZ_FAILED);
      onReviewed(action.payload);
      return null;
    });

  const approve = async () => {
    const failure = await review({ decision: 'approve' });
    if (failure) setProblem({ failure: failure.message });
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography variant="h5" component="h2">
        {quiz.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('games.review.about', { story: quiz.storyTitle, author: quiz.authorName })}
      </Typography>
      <QuizForm
        value={fields}
        onChange={setEdited}
        showAllErrors={edited !== null}
        refusals={refusals}
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          disabled={busy || !edited || !content}
          onClick={() => void save()}
        >
          {t('games.review.saveChanges')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy || !content}
          onClick={() => void approve()}
        >
          {t('games.review.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => setRejecting(true)}
        >
          {t('games.review.reject')}
        </Button>
        <Button disabled={busy} onClick={onClose}>
          {t('games.review.backToList')}
        </Button>
      </Stack>
      <RejectDialog
        title={quiz.title}
        open={rejecting}
        confirmLabel={t('games.review.rejectQuiz')}
        onCancel={() => setRejecting(false)}
        onReject={async (reason) => {
          const failure = await review({ decision: 'reject', reason });
          if (!failure) setRejecting(false);
          return failure;
        }}
      />
    </Paper>
  );
}
