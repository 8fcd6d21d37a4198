import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lateSliceLoaded } from '../../lib/lateSlices';
import type { StoryRequest } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import type { LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { postStoryRequest } from './createStoryApi';

export const SUBMIT_STORY_FAILED = 'Failed to send your story';

export interface CreateStoryState extends StoryRequest {
  status: LoadStatus;
  /** The server's message of the last failure, as it came. */
  error: string | null;
  /** The problems the server listed with it (the form puts them on its fields). */
  issues: unknown[];
  /** Fields changed since the failure, whose refusal no longer applies. */
  editedSinceFailure: (keyof StoryRequest)[];
  /** Slug of the story the last successful request created. */
  createdSlug: string | null;
}

const initialState: CreateStoryState = {
  storyName: '',
  storyContent: '',
  author: '',
  status: 'idle',
  error: null,
  issues: [],
  editedSinceFailure: [],
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
      const { field, value } = action.payload;
      state[field] = value;
      if (!state.editedSinceFailure.includes(field)) state.editedSinceFailure.push(field);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitStoryRequest.pending, (state) => {
        state.status = 'loading';
        state.error = null;
        state.issues = [];
        state.editedSinceFailure = [];
      })
      .addCase(submitStoryRequest.fulfilled, (_, action) => ({
        ...initialState,
        status: 'succeeded',
        createdSlug: action.payload.slug,
      }))
      .addCase(submitStoryRequest.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? SUBMIT_STORY_FAILED;
        state.issues = action.meta.issues ?? [];
        state.editedSinceFailure = [];
      });
  },
});

export const { fieldChanged } = createStorySlice.actions;
export const createStoryReducer = createStorySlice.reducer;

lateSliceLoaded(createStorySlice);
