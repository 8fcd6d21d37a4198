import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BoardPost } from '../../../contract/board';
import { ErrorState } from '../../components/ErrorState';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { BoardPostCard, type PostAction } from './BoardPostCard';
import { BOARD_FAILURES, FETCH_REPORTED_FAILED, useGetReviewQueueQuery } from './boardApi';

interface ReviewQueueProps {
  busyId: string | null;
  onAction(action: PostAction, post: BoardPost): void;
}

/**
 * Administrators see reported posts first, most reported on top, to hide or keep. A report,
 * a deletion or a moderation asks for the queue again (boardApi's tags).
 */
export function ReviewQueue({ busyId, onAction }: ReviewQueueProps) {
  const t = useT();
  const failureMessage = useKnownFailures(BOARD_FAILURES);
  const queue = useGetReviewQueueQuery();
  const data = queue.data;
  return (
    <Box component="section" aria-labelledby="review-queue-title" sx={{ mb: 4 }}>
      <Typography id="review-queue-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {data ? t('board.review.titleWithCount', { count: data.total }) : t('board.review.title')}
      </Typography>
      {queue.isError && (
        <ErrorState
          message={failureMessage(messageOf(queue.error, FETCH_REPORTED_FAILED))}
          onRetry={() => void queue.refetch()}
        />
      )}
      {!data && queue.isFetching && (
        <Skeleton variant="rounded" height={80} sx={{ borderRadius: 3 }} />
      )}
      {data && data.total === 0 && <Alert severity="success">{t('board.review.none')}</Alert>}
      {data?.items.map((post) => (
        <BoardPostCard
          key={post._id}
          post={post}
          isAdmin
          busy={busyId === post._id}
          onAction={onAction}
        />
      ))}
      {data && data.total > data.items.length && (
        <Typography color="text.secondary">
          {t('board.review.more', { count: data.total - data.items.length })}
        </Typography>
      )}
    </Box>
  );
}
