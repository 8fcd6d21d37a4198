import { createSlice } from '@reduxjs/toolkit';
import type { StorySummary } from '../../../contract/stories';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { logOut, sessionChanged } from '../auth';
import { savesSettled } from '../../lib/story/progressSaves';
import { getGeneralStories, getStoriesFor } from './storiesApi';

export const FETCH_STORIES_FAILED = 'Failed to fetch stories';

export interface StoriesState extends LatestRequest {
  items: StorySummary[];
  status: LoadStatus;
  error: string | null;
  /** Whose list this is (or is being loaded): a uid for the personalised list, null for the general one. */
  listFor: string | null;
}

const initialState: StoriesState = {
  items: [],
  status: 'idle',
  error: null,
  listFor: null,
  requestId: null,
};

/** The personalised list for a signed-in uid, the general list otherwise. */
export const fetchStories = createAppAsyncThunk<
  { items: StorySummary[]; listFor: string | null },
  { uid: string | null }
>(
  'stories/fetch',
  async ({ uid }, { extra, rejectWithValue }) => {
    try {
      // A signed-in reader's positions still being saved come first: the list then shows them.
      if (uid) await savesSettled();
      const items = uid ? await getStoriesFor(extra.api, uid) : await getGeneralStories(extra.api);
      if (!Array.isArray(items)) return rejectWithValue(FETCH_STORIES_FAILED, {});
      return { items, listFor: uid };
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORIES_FAILED));
    }
  },
  {
    // One request at a time for the same list.
    condition: ({ uid }, { getState }) => {
      const { status, listFor } = getState().stories;
      return !(status === 'loading' && listFor === uid);
    },
  },
);

const storiesSlice = createSlice({
  name: 'stories',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchStories.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
        if (state.listFor !== action.meta.arg.uid) state.items = [];
        state.listFor = action.meta.arg.uid;
      })
      .addCase(fetchStories.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.status = 'succeeded';
        state.items = action.payload.items;
      })
      .addCase(fetchStories.rejected, (state, action) => {
        if (!isLatest(state, action)) return;
        state.status = 'failed';
        state.error = action.payload ?? FETCH_STORIES_FAILED;
      })
      .addCase(logOut.fulfilled, () => initialState)
      // Signed out elsewhere or the session expired: the personal list goes too.
      .addCase(sessionChanged, (state, action) =>
        action.payload === null && state.listFor !== null ? initialState : state,
      );
  },
});

export const storiesReducer = storiesSlice.reducer;
