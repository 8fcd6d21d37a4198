import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { fetchStoryById, fetchStoryBySlug } from '../stories/storySlice';

export interface StoryPageState {
  /** Zero-based index of the page on screen. */
  currentPage: number;
  pageCount: number;
}

const initialState: StoryPageState = { currentPage: 0, pageCount: 0 };

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
    },
  },
  extraReducers: (builder) => {
    // Opening a story starts at its first page, before the reader first renders.
    builder.addMatcher(
      isAnyOf(fetchStoryBySlug.fulfilled, fetchStoryById.fulfilled),
      (state, action) => {
        state.currentPage = 0;
        state.pageCount = action.payload.pages.length;
      },
    );
  },
});

export const { nextPage, previousPage, resetPage, storyOpened } = storyPageSlice.actions;
export const storyPageReducer = storyPageSlice.reducer;
