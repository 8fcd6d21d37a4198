import Alert from '@mui/material/Alert';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import type { ReviewOutcome } from './usePendingReview';

/** Above the review grid: the story was published or refused, or why its review failed. */
export function ReviewOutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: ReviewOutcome;
  onClose(): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 2 }} onClose={onClose}>
      {!outcome.ok
        ? failureMessage(outcome.message)
        : outcome.decision === 'approve'
          ? t('admin.pending.published', { title: outcome.title })
          : t('admin.pending.notApproved', { title: outcome.title })}
    </Alert>
  );
}
