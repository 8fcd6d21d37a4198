import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardPost } from '../../../contract/board';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { friendlyMessage } from '../../lib/errors';
import { selectIsAdmin } from '../auth/selectors';
import { BoardPostCard, type PostAction } from './BoardPostCard';
import { PostComposer } from './PostComposer';
import { ReviewQueue } from './ReviewQueue';
import {
  FETCH_BOARD_FAILED,
  deletePost,
  fetchBoard,
  moderatePost,
  reportPost,
} from './boardThunks';

const CONFIRMATIONS: Partial<
  Record<PostAction, { title: string; text: string; label: string; destructive: boolean }>
> = {
  delete: {
    title: 'Delete this post?',
    text: 'It is removed from the board for everyone. This cannot be undone.',
    label: 'Delete',
    destructive: true,
  },
  report: {
    title: 'Report this post?',
    text: 'An administrator will look at it. Thank you for helping keep Kahani kind.',
    label: 'Report',
    destructive: false,
  },
  hide: {
    title: 'Hide this post?',
    text: 'Other families will no longer see it. Its author still can. You can restore it later.',
    label: 'Hide',
    destructive: true,
  },
};

const DONE: Record<PostAction, string> = {
  delete: 'The post was deleted.',
  report: 'Thank you. An administrator will look at it.',
  hide: 'The post is hidden.',
  keep: 'The post stays on the board.',
  restore: 'The post is back on the board.',
};

function LoadingPosts() {
  return (
    <Box aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={120} sx={{ mb: 2, borderRadius: 3 }} />
      ))}
    </Box>
  );
}

export default function MessageBoardPage() {
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  // Every change made here loads the board (and the review queue) again.
  const [revision, setRevision] = useState(0);
  const board = useThunkLoad(
    () => dispatch(fetchBoard({ page })),
    `${page}#${revision}`,
    FETCH_BOARD_FAILED,
  );
  const [pending, setPending] = useState<{ action: PostAction; post: BoardPost } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const goToPage = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  const perform = async (action: PostAction, post: BoardPost) => {
    setPending(null);
    setBusyId(post._id);
    const result =
      action === 'delete'
        ? await dispatch(deletePost(post._id))
        : action === 'report'
          ? await dispatch(reportPost(post._id))
          : await dispatch(moderatePost({ postId: post._id, hidden: action === 'hide' }));
    setBusyId(null);
    if (result.meta.requestStatus === 'fulfilled') {
      setNotice({ text: DONE[action], error: false });
      setRevision((count) => count + 1);
    } else {
      setNotice({ text: String(result.payload ?? 'Something went wrong.'), error: true });
    }
  };

  const onAction = (action: PostAction, post: BoardPost) => {
    if (CONFIRMATIONS[action]) setPending({ action, post });
    else void perform(action, post);
  };

  const data = board.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const confirmation = pending ? CONFIRMATIONS[pending.action] : undefined;

  return (
    <ScreenIntro
      title="Message Board"
      description="Share a kind word, a favourite story or a question with other Kahani families."
    >
      <PostComposer
        onPosted={() => {
          setNotice({ text: 'Your message is on the board.', error: false });
          if (page === 1) setRevision((count) => count + 1);
          else goToPage(1);
        }}
      />
      {isAdmin && <ReviewQueue revision={revision} busyId={busyId} onAction={onAction} />}
      {isAdmin && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          All posts
        </Typography>
      )}
      {board.status === 'failed' && board.error && (
        <ErrorState message={board.error} onRetry={board.reload} />
      )}
      {!data && board.status === 'loading' && <LoadingPosts />}
      {data && data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <ForumOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p">
            {data.total === 0 ? 'No posts yet' : 'No posts on this page'}
          </Typography>
          <Typography color="text.secondary">
            {data.total === 0
              ? 'Be the first to say hello to other Kahani families!'
              : 'Go back to the first page to see the newest posts.'}
          </Typography>
        </Paper>
      )}
      {data && (
        <Box aria-busy={board.status === 'loading'}>
          {data.items.map((post) => (
            <BoardPostCard
              key={post._id}
              post={post}
              isAdmin={isAdmin}
              busy={busyId === post._id}
              onAction={onAction}
            />
          ))}
        </Box>
      )}
      {data && pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_, next) => goToPage(next)}
            color="primary"
            getItemAriaLabel={(type, item, selected) =>
              type === 'page'
                ? `${selected ? '' : 'Go to '}page ${item ?? ''}`.trim()
                : `Go to ${type} page`
            }
          />
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(confirmation)}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.label ?? 'OK'}
        destructive={confirmation?.destructive}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void perform(pending.action, pending.post)}
      >
        {confirmation?.text}
      </ConfirmDialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.error ? null : 4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.error ? 'error' : 'success'}
          onClose={() => setNotice(null)}
          variant="filled"
        >
          {notice ? friendlyMessage(notice.text) : ''}
        </Alert>
      </Snackbar>
    </ScreenIntro>
  );
}
