import type { BoardPage, BoardPost, BoardView } from '../../../contract/board';
import { createApiThunk } from '../../app/hooks';
import type { KnownFailures } from '../../i18n/useKnownFailures';

export const FETCH_BOARD_FAILED = 'We could not load the message board.';
export const FETCH_REPORTED_FAILED = 'We could not load the reported posts.';
const POST_FAILED = 'Your message could not be posted.';
const DELETE_FAILED = 'The post could not be deleted.';
const REPORT_FAILED = 'The post could not be reported.';
const MODERATE_FAILED = 'The post could not be changed.';

/** The board's own failure messages, translated where they are shown. */
export const BOARD_FAILURES: KnownFailures = {
  [FETCH_BOARD_FAILED]: 'board.error.loadBoard',
  [FETCH_REPORTED_FAILED]: 'board.error.loadReported',
  [POST_FAILED]: 'board.error.post',
  [DELETE_FAILED]: 'board.error.delete',
  [REPORT_FAILED]: 'board.error.report',
  [MODERATE_FAILED]: 'board.error.moderate',
};

const postUrl = (postId: string) => `/board/${encodeURIComponent(postId)}`;

/** One page of the board; the screen keeps it (posts are not app state). */
export const fetchBoard = createApiThunk<BoardPage, { page: number; view?: BoardView }>(
  'board/fetch',
  async ({ page, view = 'all' }, api) =>
    (await api.get<BoardPage>('/board', { params: { page, view } })).data,
  FETCH_BOARD_FAILED,
);

export const createPost = createApiThunk<BoardPost, string>(
  'board/post',
  async (text, api) => (await api.post<BoardPost>('/board', { text })).data,
  POST_FAILED,
);

export const deletePost = createApiThunk<string, string>(
  'board/delete',
  async (postId, api) => {
    await api.delete(postUrl(postId));
    return postId;
  },
  DELETE_FAILED,
);

export const reportPost = createApiThunk<BoardPost, string>(
  'board/report',
  async (postId, api) => (await api.post<BoardPost>(`${postUrl(postId)}/report`)).data,
  REPORT_FAILED,
);

/** An administrator hides a post, or keeps it visible after reviewing its reports. */
export const moderatePost = createApiThunk<BoardPost, { postId: string; hidden: boolean }>(
  'board/moderate',
  async ({ postId, hidden }, api) => (await api.patch<BoardPost>(postUrl(postId), { hidden })).data,
  MODERATE_FAILED,
);
