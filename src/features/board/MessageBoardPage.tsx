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
import type { MessageId } from '../../i18n/messageIds';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';
import { selectIsAdmin } from '../auth/selectors';
import { BoardPostCard, type PostAction } from './BoardPostCard';
import { PostComposer } from './PostComposer';
import { ReviewQueue } from './ReviewQueue';
import {
  BOARD_FAILURES,
  FETCH_BOARD_FAILED,
  deletePost,
  fetchBoard,
  moderatePost,
  reportPost,
} from './boardThunks';

const CONFIRMATIONS: Partial<
  Record<PostAction, { title: MessageId; text: MessageId; label: MessageId; destructive: boolean }>
> = {
  delete: {
    title: 'board.confirm.deleteTitle',
    text: 'board.confirm.deleteText',
    label: 'board.post.delete',
    destructive: true,
  },
  report: {
    title: 'board.confirm.reportTitle',
    text: 'board.confirm.reportText',
    label: 'board.post.report',
    destructive: false,
  },
  hide: {
    title: 'board.confirm.hideTitle',
    text: 'board.confirm.hideText',
    label: 'board.post.hide',
    destructive: true,
  },
};

const DONE: Record<PostAction, MessageId> = {
  delete: 'board.done.delete',
  report: 'board.done.report',
  hide: 'board.done.hide',
  keep: 'board.done.keep',
  restore: 'board.done.restore',
};

/** A notice after an action: one of the board's messages, or a failure's own words. */
type Notice = { id: MessageId; error: false } | { failure: string; error: true };

function LoadingPosts() {
  const t = useT();
  return (
    <Box aria-busy="true" aria-label={t('board.loadingPosts')}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={120} sx={{ mb: 2, borderRadius: 3 }} />
      ))}
    </Box>
  );
}

export default function MessageBoardPage() {
  const t = useT();
  const failureMessage = useKnownFailures(BOARD_FAILURES);
  const brand = env.VITE_APP_TITLE;
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
  const [notice, setNotice] = useState<Notice | null>(null);

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
      setNotice({ id: DONE[action], error: false });
      setRevision((count) => count + 1);
    } else {
      const failure = typeof result.payload === 'string' ? result.payload : '';
      setNotice({ failure, error: true });
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
    <ScreenIntro title={t('board.title')} description={t('board.description', { brand })}>
      <PostComposer
        onPosted={() => {
          setNotice({ id: 'board.done.posted', error: false });
          if (page === 1) setRevision((count) => count + 1);
          else goToPage(1);
        }}
      />
      {isAdmin && <ReviewQueue revision={revision} busyId={busyId} onAction={onAction} />}
      {isAdmin && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('board.allPosts')}
        </Typography>
      )}
      {board.status === 'failed' && board.error && (
        <ErrorState message={failureMessage(board.error)} onRetry={board.reload} />
      )}
      {!data && board.status === 'loading' && <LoadingPosts />}
      {data && data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <ForumOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p">
            {data.total === 0 ? t('board.empty.noPosts') : t('board.empty.noPostsOnPage')}
          </Typography>
          <Typography color="text.secondary">
            {data.total === 0
              ? t('board.empty.noPostsText', { brand })
              : t('board.empty.noPostsOnPageText')}
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
                ? t(selected ? 'board.pagination.page' : 'board.pagination.goToPage', {
                    page: item,
                  })
                : t('board.pagination.goTo', { type })
            }
          />
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(confirmation)}
        title={confirmation ? t(confirmation.title) : ''}
        confirmLabel={confirmation ? t(confirmation.label) : ''}
        destructive={confirmation?.destructive}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void perform(pending.action, pending.post)}
      >
        {confirmation && t(confirmation.text, { brand })}
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
          {notice &&
            (notice.error
              ? notice.failure
                ? failureMessage(notice.failure)
                : t('board.somethingWentWrong')
              : t(notice.id))}
        </Alert>
      </Snackbar>
    </ScreenIntro>
  );
}
