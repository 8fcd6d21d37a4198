import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BoardPage, BoardPost } from '../../../contract/board';
import { ErrorState } from '../../components/ErrorState';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { BoardPostCard, type PostAction } from './BoardPostCard';
import { BOARD_FAILURES } from './boardApi';

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

function NoPosts({ board, brand }: { board: BoardPage; brand: string }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
      <ForumOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {board.total === 0 ? t('board.empty.noPosts') : t('board.empty.noPostsOnPage')}
      </Typography>
      <Typography color="text.secondary">
        {board.total === 0
          ? t('board.empty.noPostsText', { brand })
          : t('board.empty.noPostsOnPageText')}
      </Typography>
    </Paper>
  );
}

/**
 * A page of the board: skeletons until the first answer, then the posts (the page shown stays,
 * marked busy, while another is on its way), and the pages to go to.
 */
export function BoardPosts({
  board,
  fetching,
  failure,
  onRetry,
  page,
  onPage,
  brand,
  isAdmin,
  busyId,
  onAction,
}: {
  board: BoardPage | undefined;
  fetching: boolean;
  /** The failure of the last load, as the server or the board said it. */
  failure: string | null;
  onRetry(): void;
  page: number;
  onPage(page: number): void;
  brand: string;
  isAdmin: boolean;
  busyId: string | null;
  onAction(action: PostAction, post: BoardPost): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(BOARD_FAILURES);
  const pageCount = board ? Math.max(1, Math.ceil(board.total / board.pageSize)) : 1;
  return (
    <>
      {failure !== null && <ErrorState message={failureMessage(failure)} onRetry={onRetry} />}
      {!board && fetching && <LoadingPosts />}
      {board && board.items.length === 0 && <NoPosts board={board} brand={brand} />}
      {board && (
        <Box aria-busy={fetching}>
          {board.items.map((post) => (
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
      {board && pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_, next) => onPage(next)}
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
    </>
  );
}
