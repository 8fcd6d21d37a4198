import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyPage, renumberPages } from '../../../contract/pages';
import type { Page, Story } from '../../../contract/stories';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../app/loadStatus';
import { loadFailure } from '../../lib/errors';
import { getStoryForEditing, putStory } from './storyModificationApi';

export const FETCH_STORY_FAILED = 'Failed to fetch story';
export const SAVE_STORY_FAILED = 'Failed to save story';
export const INVALID_JSON = 'Invalid JSON format';

export interface StoryModificationState extends LatestRequest {
  story: Story | null;
  /** True while fetching or saving. */
  loading: boolean;
  status: LoadStatus;
  saveStatus: LoadStatus;
  error: string | null;
  /** Edits not saved yet. */
  dirty: boolean;
}

const initialState: StoryModificationState = {
  story: null,
  loading: false,
  status: 'idle',
  saveStatus: 'idle',
  error: null,
  dirty: false,
  requestId: null,
};

/** The editor's GET may answer the story as a JSON string. */
export const fetchStoryForEditing = createAppAsyncThunk<Story, string>(
  'StoryModification/fetch',
  async (id, { extra, rejectWithValue }) => {
    try {
      const data = await getStoryForEditing(extra.api, id);
      if (typeof data !== 'string') return data as Story;
      try {
        return JSON.parse(data) as Story;
      } catch {
        return rejectWithValue(INVALID_JSON, {});
      }
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORY_FAILED));
    }
  },
);

/** PUT the full story plus its storybook text. */
export const saveStory = createAppAsyncThunk<Story, void>(
  'StoryModification/save',
  async (_, { extra, getState, rejectWithValue }) => {
    const story = getState().StoryModification.story;
    if (!story) return rejectWithValue(SAVE_STORY_FAILED, {});
    const { storybook: _old, ...rest } = story;
    const body = { ...rest, storybook: JSON.stringify(rest) };
    try {
      return await putStory(extra.api, story._id, body);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, SAVE_STORY_FAILED));
    }
  },
);

const storyModificationSlice = createSlice({
  name: 'StoryModification',
  initialState,
  reducers: {
    pageEdited(
      state,
      action: PayloadAction<{
        index: number;
        field: Exclude<keyof Page, 'page_no'>;
        value: string;
      }>,
    ) {
      const page = state.story?.pages[action.payload.index];
      if (!page) return;
      page[action.payload.field] = action.payload.value;
      state.dirty = true;
      state.saveStatus = 'idle';
    },
    /** Inserts an empty page after the given index, then renumbers from 1. */
    pageAddedAfter(state, action: PayloadAction<number>) {
      if (!state.story) return;
      const pages = [...state.story.pages];
      pages.splice(action.payload + 1, 0, emptyPage(0));
      state.story.pages = renumberPages(pages);
      state.dirty = true;
      state.saveStatus = 'idle';
    },
    pageRemoved(state, action: PayloadAction<number>) {
      if (!state.story) return;
      state.story.pages = renumberPages(state.story.pages.filter((_, i) => i !== action.payload));
      state.dirty = true;
      state.saveStatus = 'idle';
    },
    titleEdited(state, action: PayloadAction<string>) {
      if (!state.story) return;
      state.story.title = action.payload;
      state.dirty = true;
      state.saveStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchStoryForEditing.pending, (state, action) => {
        state.loading = true;
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchStoryForEditing.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.loading = false;
        state.status = 'succeeded';
        state.story = action.payload;
        state.dirty = false;
        state.saveStatus = 'idle';
      })
      .addCase(fetchStoryForEditing.rejected, (state, action) => {
        if (!isLatest(state, action)) return;
        state.loading = false;
        state.status = 'failed';
        state.error = action.payload ?? FETCH_STORY_FAILED;
      })
      .addCase(saveStory.pending, (state) => {
        state.loading = true;
        state.saveStatus = 'loading';
        state.error = null;
      })
      .addCase(saveStory.fulfilled, (state, action) => {
        state.loading = false;
        // Another story was opened while this one was being saved.
        if (state.story?._id !== action.payload._id) return;
        state.saveStatus = 'succeeded';
        state.story = action.payload;
        state.dirty = false;
      })
      .addCase(saveStory.rejected, (state, action) => {
        state.loading = false;
        state.saveStatus = 'failed';
        state.error = action.payload ?? SAVE_STORY_FAILED;
      });
  },
});

export const { pageEdited, pageAddedAfter, pageRemoved, titleEdited } =
  storyModificationSlice.actions;
export const storyModificationReducer = storyModificationSlice.reducer;
