import type { BoardPage, BoardPost, BoardView } from '../../../contract/board';
import { createApiThunk } from '../../app/hooks';

export const FETCH_BOARD_FAILED = 'We could not load the message board.';
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
  'Your message could not be posted.',
);

export const deletePost = createApiThunk<string, string>(
  'board/delete',
  async (postId, api) => {
    await api.delete(postUrl(postId));
    return postId;
  },
  'The post could not be deleted.',
);

export const reportPost = createApiThunk<BoardPost, string>(
  'board/report',
  async (postId, api) => (await api.post<BoardPost>(`${postUrl(postId)}/report`)).data,
  'The post could not be reported.',
);

/** An administrator hides a post, or keeps it visible after reviewing its reports. */
export const moderatePost = createApiThunk<BoardPost, { postId: string; hidden: boolean }>(
  'board/moderate',
  async ({ postId, hidden }, api) => (await api.patch<BoardPost>(postUrl(postId), { hidden })).data,
  'The post could not be changed.',
);
