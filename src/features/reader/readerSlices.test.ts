import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '../../testing/renderWithProviders';
import { fetchStoryBySlug } from '../stories';
import { API, server } from '../../testing/server';
import {
  INVALID_AUDIO_DATA,
  MISSING_AUDIO_PARAMS,
  fetchAudioAndAlignment,
  setPlaybackRate,
  togglePlayback,
} from './narrationSlice';
import {
  decreaseTextSize,
  increaseTextSize,
  initialSettings,
  settingsReducer,
  toggleMusic,
  toggleSelfReading,
  toggleTheme,
  unlockAudio,
} from './settingsSlice';
import { story } from '../../testing/fixtures';
import {
  nextPage,
  openAtPage,
  previousPage,
  resetPage,
  storyOpened,
  storyPageReducer,
} from './storyPageSlice';

/** A story of n pages has loaded. */
const opened = (pageCount: number) =>
  fetchStoryBySlug.fulfilled(
    story({ pages: story().pages.concat(story().pages).slice(0, pageCount) }),
    'request',
    'a-story',
  );

describe('settings', () => {
  it('start at the product defaults', () => {
    expect(settingsReducer(undefined, { type: 'init' })).toEqual({
      musicOn: true,
      themeMode: 'light',
      selfReading: false,
      language: 'english',
      textSize: 100,
      fontFamily: 'Arial, sans-serif',
      audioUnlocked: false,
    });
  });

  it('toggle theme, music and self-reading, and unlock audio', () => {
    let state = settingsReducer(initialSettings, toggleTheme());
    expect(state.themeMode).toBe('dark');
    state = settingsReducer(state, toggleTheme());
    expect(state.themeMode).toBe('light');
    expect(settingsReducer(initialSettings, toggleMusic()).musicOn).toBe(false);
    expect(settingsReducer(initialSettings, toggleSelfReading()).selfReading).toBe(true);
    expect(settingsReducer(initialSettings, unlockAudio()).audioUnlocked).toBe(true);
  });

  it('change text size in steps of 10, clamped between 50 and 150', () => {
    let state = initialSettings;
    state = settingsReducer(state, increaseTextSize());
    expect(state.textSize).toBe(110);
    for (let i = 0; i < 10; i += 1) state = settingsReducer(state, increaseTextSize());
    expect(state.textSize).toBe(150);
    for (let i = 0; i < 20; i += 1) state = settingsReducer(state, decreaseTextSize());
    expect(state.textSize).toBe(50);
  });
});

describe('storyPage', () => {
  it('starts at 0, moves within the story and resets', () => {
    let state = storyPageReducer(undefined, opened(3));
    expect(state.currentPage).toBe(0);
    state = storyPageReducer(state, previousPage());
    expect(state.currentPage).toBe(0);
    state = storyPageReducer(state, nextPage());
    state = storyPageReducer(state, nextPage());
    state = storyPageReducer(state, nextPage());
    expect(state.currentPage).toBe(2);
    state = storyPageReducer(state, previousPage());
    expect(state.currentPage).toBe(1);
    expect(storyPageReducer(state, resetPage()).currentPage).toBe(0);
    expect(storyPageReducer(state, opened(5)).currentPage).toBe(0);
  });

  it('opens a story it did not fetch (a preview) at its first page', () => {
    let state = storyPageReducer(storyPageReducer(undefined, openAtPage(2)), opened(3));
    state = storyPageReducer(state, storyOpened(2));
    // Not carrying on from where a story read before was opened.
    expect(state).toEqual({ currentPage: 0, pageCount: 2, startPage: 0 });
    state = storyPageReducer(state, nextPage());
    state = storyPageReducer(state, nextPage());
    expect(state.currentPage).toBe(1);
  });

  it('opens a story at the page asked for, kept within the story', () => {
    let state = storyPageReducer(undefined, openAtPage(2));
    state = storyPageReducer(state, opened(5));
    expect(state).toMatchObject({ currentPage: 2, startPage: 2 });
    expect(storyPageReducer(state, resetPage()).currentPage).toBe(0);
    // Past the end of a shorter story: its last page.
    state = storyPageReducer(storyPageReducer(state, openAtPage(9)), opened(3));
    expect(state).toMatchObject({ currentPage: 2, startPage: 2 });
    state = storyPageReducer(storyPageReducer(state, openAtPage(0)), opened(3));
    expect(state.currentPage).toBe(0);
  });
});

describe('narration', () => {
  const args = { text: 'Hello', storyId: 's1', page_no: 1, language: 'english' as const };

  it('defaults to rate 1, not playing; toggles playback; clamps the rate', () => {
    const { store } = makeTestStore();
    expect(store.getState().narration).toMatchObject({
      playbackRate: 1,
      isPlaying: false,
      highlightedIndex: -1,
    });
    store.dispatch(togglePlayback());
    expect(store.getState().narration.isPlaying).toBe(true);
    store.dispatch(togglePlayback());
    expect(store.getState().narration.isPlaying).toBe(false);
    store.dispatch(setPlaybackRate(5));
    expect(store.getState().narration.playbackRate).toBe(2);
    store.dispatch(setPlaybackRate(0.1));
    expect(store.getState().narration.playbackRate).toBe(0.5);
  });

  it("refuses to fetch without text, storyId or page_no: 'Missing required parameters for fetching audio'", async () => {
    const { store } = makeTestStore();
    for (const missing of [{ text: '' }, { storyId: '' }, { page_no: 0 }]) {
      await store.dispatch(fetchAudioAndAlignment({ ...args, ...missing }));
      expect(store.getState().narration).toMatchObject({
        status: 'failed',
        error: MISSING_AUDIO_PARAMS,
      });
    }
    expect(MISSING_AUDIO_PARAMS).toBe('Missing required parameters for fetching audio');
  });

  it('posts the request, makes an object URL of the MP3 and keeps the alignment; a new fetch clears the old', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          audioBase64: btoa('ID3'),
          alignment: {
            characters: ['H', 'i'],
            character_start_times_seconds: [0, 0.1],
            character_end_times_seconds: [0.1, 0.2],
          },
          text: 'Hi',
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:narration-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { store } = makeTestStore();
    await store.dispatch(fetchAudioAndAlignment(args));
    expect(bodies[0]).toEqual({ ...args, regenerateAudio: false });
    expect(store.getState().narration).toMatchObject({
      status: 'succeeded',
      audioUrl: 'blob:narration-1',
      text: 'Hi',
    });
    expect(store.getState().narration.alignment?.characters).toEqual(['H', 'i']);
    const blob = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
    expect(blob.type).toBe('audio/mpeg');

    const second = store.dispatch(fetchAudioAndAlignment(args));
    expect(store.getState().narration).toMatchObject({
      status: 'loading',
      audioUrl: null,
      alignment: null,
    });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:narration-1');
    await second;
  });

  it("fails with 'Invalid data received from server' when audioBase64 is missing", async () => {
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, () => HttpResponse.json({ alignment: {} })),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchAudioAndAlignment(args));
    expect(store.getState().narration).toMatchObject({
      status: 'failed',
      error: INVALID_AUDIO_DATA,
    });
    expect(INVALID_AUDIO_DATA).toBe('Invalid data received from server');
  });
});

describe('opening a story', () => {
  it('returns the reader to the first page of the story that loaded', async () => {
    const { store } = makeTestStore();
    store.dispatch(opened(3));
    store.dispatch(nextPage());
    store.dispatch(nextPage());
    expect(store.getState().storyPage.currentPage).toBe(2);
    await store.dispatch(fetchStoryBySlug('the-thirsty-crow'));
    expect(store.getState().storyPage).toEqual({ currentPage: 0, pageCount: 3, startPage: 0 });
  });
});
