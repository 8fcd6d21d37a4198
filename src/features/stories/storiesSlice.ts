import { createSlice } from '@reduxjs/toolkit';
import type { CataloguePage } from '../../../contract/catalogue';
import type { StorySummary } from '../../../contract/stories';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { logOut, sessionChanged } from '../auth';
import { savesSettled } from '../../lib/story/progressSaves';
import { getStoryList } from './storiesApi';
import {
  matchesFilters,
  NO_FILTERS,
  queryOf,
  sameFilters,
  type StoryFilters,
} from './storyFilters';

export const FETCH_STORIES_FAILED = 'Failed to fetch stories';

/** A load of its own, whose answers count only while it is the latest. */
interface Load extends LatestRequest {
  status: LoadStatus;
  error: string | null;
}

export interface StoriesState extends LatestRequest {
  /** The stories of the pages loaded so far, in the server's order. */
  items: StorySummary[];
  /** The first page's load; a new search or filter starts it again. */
  status: LoadStatus;
  error: string | null;
  /**
   * Whose list this is (or is being loaded): for the personalised list, the reader whose
   * positions it carries, the account's uid or the id of the child of it reading (server-made
   * ids, never a uid); null for the general list.
   */
  listFor: string | null;
  /** The search and filters the list answers (or is being loaded for). */
  filters: StoryFilters;
  /** The server's "continue reading" row; null when it sent none (the row then comes from the items). */
  continueReading: StorySummary[] | null;
  /** How many stories match. */
  total: number;
  /** The cursor of the next page; null once the list is complete. */
  nextCursor: string | null;
  /** The load of the next page. */
  more: Load;
}

const idle: Load = { status: 'idle', error: null, requestId: null };

const initialState: StoriesState = {
  items: [],
  status: 'idle',
  error: null,
  listFor: null,
  requestId: null,
  filters: NO_FILTERS,
  continueReading: null,
  total: 0,
  nextCursor: null,
  more: idle,
};

type ListPage = Omit<CataloguePage, 'continueReading'> & {
  continueReading: StorySummary[] | null;
};

/**
 * A list answer as a page. SPEC.md's whole array (a server without the catalogue) is one page
 * holding every story, searched and filtered here. Null for an answer that is neither.
 */
function pageOf(data: unknown, filters: StoryFilters): ListPage | null {
  if (Array.isArray(data)) {
    const stories = (data as StorySummary[]).filter((story) => matchesFilters(story, filters));
    return { stories, nextCursor: null, total: stories.length, continueReading: null };
  }
  const page = data as Partial<CataloguePage> | null;
  if (!page || !Array.isArray(page.stories)) return null;
  return {
    stories: page.stories,
    nextCursor: typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : null,
    total: typeof page.total === 'number' ? page.total : page.stories.length,
    continueReading: Array.isArray(page.continueReading) ? page.continueReading : null,
  };
}

/**
 * The first page of the list: the personalised list for a signed-in uid (with the reading
 * positions of `childId`, the child of it reading, when given), the general list otherwise, for
 * a search and filters (none by default).
 */
export const fetchStories = createAppAsyncThunk<
  ListPage,
  { uid: string | null; childId?: string | null; filters?: StoryFilters }
>(
  'stories/fetch',
  async ({ uid, childId = null, filters = NO_FILTERS }, { extra, rejectWithValue }) => {
    try {
      // A signed-in reader's positions still being saved come first: the list then shows them.
      if (uid) await savesSettled();
      const query = queryOf(filters);
      const page = pageOf(await getStoryList(extra.api, uid, query, null, childId), query);
      return page ?? rejectWithValue(FETCH_STORIES_FAILED, {});
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORIES_FAILED));
    }
  },
  {
    // One request at a time for the same list and search.
    condition: ({ uid, childId = null, filters = NO_FILTERS }, { getState }) => {
      const stories = getState().stories;
      return !(
        stories.status === 'loading' &&
        stories.listFor === (childId || uid) &&
        sameFilters(stories.filters, filters)
      );
    },
  },
);

/** The list's next page, appended to the cards already shown. */
export const fetchMoreStories = createAppAsyncThunk<ListPage, void>(
  'stories/fetchMore',
  async (_, { extra, getState, rejectWithValue }) => {
    const { listFor, filters, nextCursor } = getState().stories;
    // The list's reader is the account, or a child of the account signed in.
    const uid = getState().user.user?.uid ?? null;
    const childId = listFor === uid ? null : listFor;
    try {
      const list = await getStoryList(extra.api, listFor && uid, filters, nextCursor, childId);
      const page = pageOf(list, filters);
      return page ?? rejectWithValue(FETCH_STORIES_FAILED, {});
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORIES_FAILED));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status, nextCursor, more } = getState().stories;
      return status === 'succeeded' && nextCursor !== null && more.status !== 'loading';
    },
  },
);

/** Adds a page's stories after those shown, each story once. */
function append(items: StorySummary[], stories: StorySummary[]) {
  const shown = new Set(items.map((story) => story._id));
  for (const story of stories) {
    if (shown.has(story._id)) continue;
    shown.add(story._id);
    items.push(story);
  }
}

const storiesSlice = createSlice({
  name: 'stories',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchStories.pending, (state, action) => {
        const { uid, childId = null, filters = NO_FILTERS } = action.meta.arg;
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
        // Another reader's list goes at once; the same list, searched otherwise, stays on
        // screen until the new answer replaces it.
        if (state.listFor !== (childId || uid)) {
          state.items = [];
          state.continueReading = null;
        }
        state.listFor = childId || uid;
        state.filters = queryOf(filters);
        // A page of the list before is no longer wanted.
        state.more = idle;
      })
      .addCase(fetchStories.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        const { stories, nextCursor, total, continueReading } = action.payload;
        state.status = 'succeeded';
        state.items = [];
        append(state.items, stories);
        state.nextCursor = nextCursor;
        state.total = total;
        state.continueReading = continueReading;
      })
      .addCase(fetchStories.rejected, (state, action) => {
        if (!isLatest(state, action)) return;
        state.status = 'failed';
        state.error = action.payload ?? FETCH_STORIES_FAILED;
      })
      .addCase(fetchMoreStories.pending, (state, action) => {
        state.more = { status: 'loading', error: null, requestId: action.meta.requestId };
      })
      .addCase(fetchMoreStories.fulfilled, (state, action) => {
        if (!isLatest(state.more, action)) return;
        state.more = idle;
        append(state.items, action.payload.stories);
        state.nextCursor = action.payload.nextCursor;
        state.total = action.payload.total;
      })
      .addCase(fetchMoreStories.rejected, (state, action) => {
        if (!isLatest(state.more, action)) return;
        state.more.status = 'failed';
        state.more.error = action.payload ?? FETCH_STORIES_FAILED;
      })
      .addCase(logOut.fulfilled, () => initialState)
      // Signed out elsewhere or the session expired: the personal list goes too.
      .addCase(sessionChanged, (state, action) =>
        action.payload === null && state.listFor !== null ? initialState : state,
      );
  },
});

export const storiesReducer = storiesSlice.reducer;
