import type { AdminStoryRow, Story, StoryReview, StoryStatus } from '../../../contract/stories';
import { storyGaps, type StoryGaps } from '../../../contract/storyGaps';
import { serverData } from '../../lib/serverData/api';
import { INVALID_JSON, storyForEditingUrl, storyFromAnswer } from '../storyModification';

export const FETCH_STORY_LIST_FAILED = 'Failed to fetch stories';
export const REVIEW_FAILED = 'Failed to save the review';
export const CHECK_STORY_FAILED = 'Failed to fetch story';

/** Which stories a grid lists: every one, or those of one status. */
export type StoryListing = StoryStatus | 'all';

/** A grid row after its story was reviewed. */
export const withReview = (row: AdminStoryRow, story: Story): AdminStoryRow =>
  row._id === story._id
    ? {
        ...row,
        status: story.status,
        rejectionReason: story.rejectionReason,
        version: story.version,
        updatedAt: story.updatedAt,
      }
    : row;

export const adminStoriesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The administrators' grids: every story (modification) or the pending ones (review). */
    getAdminStories: build.query<AdminStoryRow[], StoryListing>({
      query: (listing) => ({
        url: '/storiesModification',
        params: listing === 'all' ? {} : { status: listing },
      }),
      extraOptions: { fallback: FETCH_STORY_LIST_FAILED },
      providesTags: ['AdminStories'],
    }),

    /** What a story still lacks (pictures, text, translations), read as the editor reads it. */
    getStoryGaps: build.query<StoryGaps, string>({
      async queryFn(id, _api, _extraOptions, baseQuery) {
        const answer = await baseQuery(storyForEditingUrl(id));
        if (answer.error) return { error: answer.error };
        try {
          return { data: storyGaps(storyFromAnswer(answer.data).pages) };
        } catch {
          return { error: { message: INVALID_JSON } };
        }
      },
      extraOptions: { fallback: CHECK_STORY_FAILED },
    }),

    /** Approves (publishes) or rejects a story; its requester is told in their inbox. */
    reviewStory: build.mutation<Story, { id: string; review: StoryReview }>({
      query: ({ id, review }) => ({
        url: `${storyForEditingUrl(id)}/review`,
        method: 'post',
        body: review,
      }),
      extraOptions: { fallback: REVIEW_FAILED },
      // Both grids show the story's status: they are asked afresh, and show the review at once.
      invalidatesTags: ['AdminStories'],
      async onQueryStarted(_review, { dispatch, getState, queryFulfilled }) {
        const reviewed = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!reviewed) return;
        const grids = adminStoriesApi.util.selectCachedArgsForQuery(getState(), 'getAdminStories');
        for (const listing of grids) {
          dispatch(
            adminStoriesApi.util.updateQueryData('getAdminStories', listing, (rows) =>
              rows.map((row) => withReview(row, reviewed)),
            ),
          );
        }
      },
    }),
  }),
});

export const { useGetAdminStoriesQuery, useLazyGetStoryGapsQuery, useReviewStoryMutation } =
  adminStoriesApi;
