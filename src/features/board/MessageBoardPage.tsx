import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';
import { messageOf } from '../../lib/serverData/api';
import { selectIsAdmin } from '../auth';
import { FETCH_BOARD_FAILED, useGetBoardQuery } from './boardApi';
import { BoardPosts } from './BoardPosts';
import { ConfirmPostAction, PostActionNotice } from './PostActionPrompts';
import { PostComposer } from './PostComposer';
import { ReviewQueue } from './ReviewQueue';
import { usePostActions } from './usePostActions';

export default function MessageBoardPage() {
  const t = useT();
  const brand = env.VITE_APP_TITLE;
  const isAdmin = useAppSelector(selectIsAdmin);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  // A post, a deletion or a moderation asks for the board again (boardApi's tags).
  const board = useGetBoardQuery(page);
  const actions = usePostActions();

  const goToPage = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <ScreenIntro title={t('board.title')} description={t('board.description', { brand })}>
      <PostComposer
        onPosted={() => {
          actions.notify('board.done.posted');
          if (page !== 1) goToPage(1);
        }}
      />
      {isAdmin && <ReviewQueue busyId={actions.busyId} onAction={actions.onAction} />}
      {isAdmin && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('board.allPosts')}
        </Typography>
      )}
      <BoardPosts
        board={board.data}
        fetching={board.isFetching}
        failure={board.isError ? messageOf(board.error, FETCH_BOARD_FAILED) : null}
        onRetry={() => void board.refetch()}
        page={page}
        onPage={goToPage}
        brand={brand}
        isAdmin={isAdmin}
        busyId={actions.busyId}
        onAction={actions.onAction}
      />
      <ConfirmPostAction
        confirmation={actions.confirmation}
        brand={brand}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
      <PostActionNotice notice={actions.notice} onClose={actions.dismissNotice} />
    </ScreenIntro>
  );
}
