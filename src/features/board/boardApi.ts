import type { BoardPage, BoardPost } from '../../../contract/board';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { serverData } from '../../lib/serverData/api';

export const FETCH_BOARD_FAILED = 'We could not load the message board.';
export const FETCH_REPORTED_FAILED = 'We could not load the reported posts.';
export const POST_FAILED = 'Your message could not be posted.';
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

export const boardApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the board, newest first. */
    getBoard: build.query<BoardPage, number>({
      query: (page) => ({ url: '/board', params: { page, view: 'all' } }),
      extraOptions: { fallback: FETCH_BOARD_FAILED },
      providesTags: ['Board'],
    }),
    /** For administrators: the reported posts (the first page), most reported first. */
    getReviewQueue: build.query<BoardPage, void>({
      query: () => ({ url: '/board', params: { page: 1, view: 'reported' } }),
      extraOptions: { fallback: FETCH_REPORTED_FAILED },
      providesTags: ['BoardReviews'],
    }),

    /** The new post shows on the first page from the server's answer, then the page is asked for again. */
    createPost: build.mutation<BoardPost, string>({
      query: (text) => ({ url: '/board', method: 'post', body: { text } }),
      extraOptions: { fallback: POST_FAILED },
      invalidatesTags: (post) => (post ? ['Board'] : []),
      async onQueryStarted(_text, { dispatch, queryFulfilled }) {
        const post = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!post) return;
        dispatch(
          boardApi.util.updateQueryData('getBoard', 1, (first) => {
            if (first.items.some((item) => item._id === post._id)) return;
            first.items = [post, ...first.items].slice(0, first.pageSize);
            first.total += 1;
          }),
        );
      },
    }),
    deletePost: build.mutation<void, string>({
      query: (postId) => ({ url: postUrl(postId), method: 'delete' }),
      extraOptions: { fallback: DELETE_FAILED },
      invalidatesTags: (_result, error) => (error ? [] : ['Board', 'BoardReviews']),
    }),
    /** The post shows as reported at once; administrators' review queue is asked for again. */
    reportPost: build.mutation<BoardPost, string>({
      query: (postId) => ({ url: `${postUrl(postId)}/report`, method: 'post' }),
      extraOptions: { fallback: REPORT_FAILED },
      invalidatesTags: (post) => (post ? ['BoardReviews'] : []),
      async onQueryStarted(postId, { dispatch, getState, queryFulfilled }) {
        const reported = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!reported) return;
        for (const page of boardApi.util.selectCachedArgsForQuery(getState(), 'getBoard')) {
          dispatch(
            boardApi.util.updateQueryData('getBoard', page, (board) => {
              const index = board.items.findIndex((item) => item._id === postId);
              if (index >= 0) board.items[index] = reported;
            }),
          );
        }
      },
    }),
    /** An administrator hides a post, or keeps it visible after reviewing its reports. */
    moderatePost: build.mutation<BoardPost, { postId: string; hidden: boolean }>({
      query: ({ postId, hidden }) => ({ url: postUrl(postId), method: 'patch', body: { hidden } }),
      extraOptions: { fallback: MODERATE_FAILED },
      invalidatesTags: (post) => (post ? ['Board', 'BoardReviews'] : []),
    }),
  }),
});

export const {
  useGetBoardQuery,
  useGetReviewQueueQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useReportPostMutation,
  useModeratePostMutation,
} = boardApi;
