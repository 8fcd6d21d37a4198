import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoryRequest } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import type { LoadStatus } from '../../app/loadStatus';
import { loadFailure } from '../../lib/errors';
import { postStoryRequest } from './createStoryApi';

export const SUBMIT_STORY_FAILED = 'Failed to send your story';

export interface CreateStoryState extends StoryRequest {
  status: LoadStatus;
  error: string | null;
  /** Slug of the story the last successful request created. */
  createdSlug: string | null;
}

const initialState: CreateStoryState = {
  storyName: '',
  storyContent: '',
  author: '',
  status: 'idle',
  error: null,
  createdSlug: null,
};

export const submitStoryRequest = createAppAsyncThunk<{ slug: string }, StoryRequest>(
  'createStory/submit',
  async (storyRequest, { extra, rejectWithValue }) => {
    try {
      const answer = await postStoryRequest(extra.api, storyRequest);
      return { slug: answer.slug };
    } catch (error) {
      return rejectWithValue(...loadFailure(error, SUBMIT_STORY_FAILED));
    }
  },
);

const createStorySlice = createSlice({
  name: 'createStory',
  initialState,
  reducers: {
    fieldChanged(state, action: PayloadAction<{ field: keyof StoryRequest; value: string }>) {
      state[action.payload.field] = action.payload.value;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitStoryRequest.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(submitStoryRequest.fulfilled, (_, action) => ({
        ...initialState,
        status: 'succeeded',
        createdSlug: action.payload.slug,
      }))
      .addCase(submitStoryRequest.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? SUBMIT_STORY_FAILED;
      });
  },
});

export const { fieldChanged } = createStorySlice.actions;
export const createStoryReducer = createStorySlice.reducer;
