import type { AdminStoryRow, Story, StoryReview, StoryStatus } from '../../../contract/stories';
import { storyGaps, type StoryGaps } from '../../../contract/storyGaps';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';
import { getStoryForEditing } from '../storyModification';
import { getAdminStories, postReview } from './adminStoriesApi';

export const FETCH_STORY_LIST_FAILED = 'Failed to fetch stories';
export const REVIEW_FAILED = 'Failed to save the review';
export const CHECK_STORY_FAILED = 'Failed to fetch story';

/** Every story, or those of one status, for the administrators' grids (kept by the screen). */
export const fetchAdminStories = createAppAsyncThunk<AdminStoryRow[], { status?: StoryStatus }>(
  'admin/fetchStories',
  async ({ status }, { extra, rejectWithValue }) => {
    try {
      return await getAdminStories(extra.api, status);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORY_LIST_FAILED));
    }
  },
);

/** Approves (publishes) or rejects a story; its requester is told in their inbox. */
export const reviewStory = createAppAsyncThunk<Story, { id: string; review: StoryReview }>(
  'admin/reviewStory',
  async ({ id, review }, { extra, rejectWithValue }) => {
    try {
      return await postReview(extra.api, id, review);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, REVIEW_FAILED));
    }
  },
);

/** What a story still lacks (pictures, text, translations), read fresh before approving it. */
export const fetchStoryGaps = createAppAsyncThunk<StoryGaps, string>(
  'admin/fetchStoryGaps',
  async (id, { extra, rejectWithValue }) => {
    try {
      const story = await getStoryForEditing(extra.api, id);
      return storyGaps(story.pages);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, CHECK_STORY_FAILED));
    }
  },
);

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
