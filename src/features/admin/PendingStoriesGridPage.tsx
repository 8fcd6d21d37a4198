import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import type { AdminStoryRow } from '../../../contract/stories';
import { ErrorState } from '../../components/ErrorState';
import { RejectDialog } from '../../components/RejectDialog';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import { ApproveGapsDialog } from './ApproveGapsDialog';
import { usePendingColumns } from './pendingColumns';
import { ReviewOutcomeAlert } from './ReviewOutcomeAlert';
import { StoryGrid } from './StoryGrid';
import { usePendingReview } from './usePendingReview';
import { useStoryListing } from './useStoryListing';

export default function PendingStoriesGridPage() {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const stories = useStoryListing('pending');
  // A story reviewed here leaves the list at once, before the list is asked for afresh.
  const pending = stories.rows.filter((row) => row.status === 'pending');
  const review = usePendingReview(pending);
  const { approve, askToReject } = review;
  const onApprove = useCallback((row: AdminStoryRow) => void approve(row), [approve]);
  const columns = usePendingColumns({ busyId: review.busyId, onApprove, onReject: askToReject });

  return (
    <ScreenIntro title={t('admin.pending.title')} description={t('admin.pending.description')}>
      {stories.error && (
        <ErrorState message={failureMessage(stories.error)} onRetry={stories.retry} />
      )}
      {review.outcome && (
        <ReviewOutcomeAlert outcome={review.outcome} onClose={review.dismissOutcome} />
      )}
      {stories.loaded && pending.length === 0 ? (
        <Typography color="text.secondary">{t('admin.pending.none')}</Typography>
      ) : (
        <StoryGrid
          rows={pending}
          columns={columns}
          loading={stories.loading}
          label={t('admin.pending.gridLabel')}
        />
      )}
      {review.approval && (
        <ApproveGapsDialog
          check={review.approval.check}
          open={review.approval.open}
          onCancel={review.cancelApproval}
          onPublish={review.publishAnyway}
        />
      )}
      {review.rejecting && (
        <RejectDialog
          title={review.rejecting.title}
          open
          confirmLabel={t('admin.pending.rejectConfirm')}
          onCancel={review.cancelRejection}
          onReject={review.reject}
        />
      )}
    </ScreenIntro>
  );
}
