import { createSlice } from '@reduxjs/toolkit';
import type { Story } from '../../../contract/stories';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../lib/loadStatus';
import { loadFailure, statusOf } from '../../lib/errors';
import { logOut } from '../auth';
import { getStoryBySlug, getStoryJson } from './storiesApi';

export const FETCH_STORY_FAILED = 'Failed to fetch story';
export const NO_STORY_DATA = 'No story data returned from server.';
export const INVALID_STORY_STRUCTURE = 'Invalid story data structure';

export interface StoryState extends LatestRequest {
  story: Story | null;
  status: LoadStatus;
  error: string | null;
  /** True when the server answered 404: the screen shows a friendly not-found message. */
  notFound: boolean;
}

const initialState: StoryState = {
  story: null,
  status: 'idle',
  error: null,
  notFound: false,
  requestId: null,
};

const isEmptyObject = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value).length === 0);

export const fetchStoryBySlug = createAppAsyncThunk<Story, string>(
  'story/fetchBySlug',
  async (slug, { extra, rejectWithValue }) => {
    try {
      const data = await getStoryBySlug(extra.api, slug);
      if (isEmptyObject(data)) return rejectWithValue(NO_STORY_DATA, {});
      return data as Story;
    } catch (error) {
      if (statusOf(error) === 404) return rejectWithValue('404', {});
      return rejectWithValue(...loadFailure(error, FETCH_STORY_FAILED));
    }
  },
);

/** GET /StoryJson/{id}: the answer must carry the storybook field (the story as JSON text). */
export const fetchStoryById = createAppAsyncThunk<Story, string>(
  'story/fetchById',
  async (id, { extra, rejectWithValue }) => {
    try {
      const data = await getStoryJson(extra.api, id);
      if (!data || typeof data !== 'object' || !('storybook' in data)) {
        return rejectWithValue(INVALID_STORY_STRUCTURE, {});
      }
      const { storybook } = data as { storybook: unknown };
      const parsed: unknown = typeof storybook === 'string' ? JSON.parse(storybook) : storybook;
      if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as Story).pages)) {
        return rejectWithValue(INVALID_STORY_STRUCTURE, {});
      }
      return { ...(data as Story), ...(parsed as Partial<Story>) } as Story;
    } catch (error) {
      if (error instanceof SyntaxError) return rejectWithValue(INVALID_STORY_STRUCTURE, {});
      if (statusOf(error) === 404) return rejectWithValue('404', {});
      return rejectWithValue(...loadFailure(error, FETCH_STORY_FAILED));
    }
  },
);

const storySlice = createSlice({
  name: 'story',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    for (const thunk of [fetchStoryBySlug, fetchStoryById]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state.status = 'loading';
          state.error = null;
          state.notFound = false;
          state.requestId = action.meta.requestId;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          if (!isLatest(state, action)) return;
          state.status = 'succeeded';
          state.story = action.payload;
        })
        .addCase(thunk.rejected, (state, action) => {
          if (!isLatest(state, action)) return;
          state.status = 'failed';
          state.story = null;
          state.notFound = action.payload === '404';
          state.error =
            action.payload === '404' ? 'Story not found' : (action.payload ?? FETCH_STORY_FAILED);
        });
    }
    // A requester's own pending story is not left on screen for the next person.
    builder.addCase(logOut.fulfilled, () => initialState);
  },
});

export const storyReducer = storySlice.reducer;
