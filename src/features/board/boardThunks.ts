import type { BoardPage, BoardPost, BoardView } from '../../../contract/board';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';

export const FETCH_BOARD_FAILED = 'We could not load the message board.';

/** One page of the board; the screen keeps it (posts are not app state). */
export const fetchBoard = createAppAsyncThunk<BoardPage, { page: number; view?: BoardView }>(
  'board/fetch',
  async ({ page, view = 'all' }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<BoardPage>('/board', { params: { page, view } });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_BOARD_FAILED));
    }
  },
);

export const createPost = createAppAsyncThunk<BoardPost, string>(
  'board/post',
  async (text, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<BoardPost>('/board', { text });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'Your message could not be posted.'));
    }
  },
);

export const deletePost = createAppAsyncThunk<string, string>(
  'board/delete',
  async (postId, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`/board/${encodeURIComponent(postId)}`);
      return postId;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'The post could not be deleted.'));
    }
  },
);

export const reportPost = createAppAsyncThunk<BoardPost, string>(
  'board/report',
  async (postId, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<BoardPost>(
        `/board/${encodeURIComponent(postId)}/report`,
      );
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'The post could not be reported.'));
    }
  },
);

/** An administrator hides a post, or keeps it visible after reviewing its reports. */
export const moderatePost = createAppAsyncThunk<BoardPost, { postId: string; hidden: boolean }>(
  'board/moderate',
  async ({ postId, hidden }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.patch<BoardPost>(`/board/${encodeURIComponent(postId)}`, {
        hidden,
      });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'The post could not be changed.'));
    }
  },
);
