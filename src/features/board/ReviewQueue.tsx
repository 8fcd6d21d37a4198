import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BoardPost } from '../../../contract/board';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { BoardPostCard, type PostAction } from './BoardPostCard';
import { fetchBoard } from './boardThunks';

const FETCH_REPORTED_FAILED = 'We could not load the reported posts.';

interface ReviewQueueProps {
  /** Changes whenever a post changed, so the queue loads again. */
  revision: number;
  busyId: string | null;
  onAction(action: PostAction, post: BoardPost): void;
}

/** Administrators see reported posts first, most reported on top, to hide or keep. */
export function ReviewQueue({ revision, busyId, onAction }: ReviewQueueProps) {
  const dispatch = useAppDispatch();
  const queue = useThunkLoad(
    () => dispatch(fetchBoard({ page: 1, view: 'reported' })),
    String(revision),
    FETCH_REPORTED_FAILED,
  );
  const data = queue.data;
  return (
    <Box component="section" aria-labelledby="review-queue-title" sx={{ mb: 4 }}>
      <Typography id="review-queue-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Waiting for review{data ? ` (${data.total})` : ''}
      </Typography>
      {queue.status === 'failed' && queue.error && (
        <ErrorState message={queue.error} onRetry={queue.reload} />
      )}
      {!data && queue.status === 'loading' && (
        <Skeleton variant="rounded" height={80} sx={{ borderRadius: 3 }} />
      )}
      {data && data.total === 0 && (
        <Alert severity="success">No reported posts are waiting for review.</Alert>
      )}
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
          {data.total - data.items.length} more will show as you review these.
        </Typography>
      )}
    </Box>
  );
}
