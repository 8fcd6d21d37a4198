import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { fetchStoryById, fetchStoryBySlug } from '../stories';

export interface StoryPageState {
  /** Zero-based index of the page on screen. */
  currentPage: number;
  pageCount: number;
  /** Index of the page the story opens at: 0, or where a reader carries on (from its address). */
  startPage: number;
}

const initialState: StoryPageState = { currentPage: 0, pageCount: 0, startPage: 0 };

const storyPageSlice = createSlice({
  name: 'storyPage',
  initialState,
  reducers: {
    nextPage(state) {
      if (state.currentPage < state.pageCount - 1) state.currentPage += 1;
    },
    previousPage(state) {
      if (state.currentPage > 0) state.currentPage -= 1;
    },
    resetPage(state) {
      state.currentPage = 0;
    },
    /** A story shown without being fetched (the editor's preview) starts at its first page. */
    storyOpened(state, action: PayloadAction<number>) {
      state.currentPage = 0;
      state.pageCount = action.payload;
      state.startPage = 0;
    },
    /** Where the story about to load opens (by index); a story too short opens at its end. */
    openAtPage(state, action: PayloadAction<number>) {
      state.startPage = Math.max(0, Math.floor(action.payload) || 0);
    },
  },
  extraReducers: (builder) => {
    // Opening a story starts at its first page, or the page asked for, before the reader first
    // renders.
    builder.addMatcher(
      isAnyOf(fetchStoryBySlug.fulfilled, fetchStoryById.fulfilled),
      (state, action) => {
        state.pageCount = action.payload.pages.length;
        state.startPage = Math.max(0, Math.min(state.startPage, state.pageCount - 1));
        state.currentPage = state.startPage;
      },
    );
  },
});

export const { nextPage, previousPage, resetPage, storyOpened, openAtPage } =
  storyPageSlice.actions;
export const storyPageReducer = storyPageSlice.reducer;
