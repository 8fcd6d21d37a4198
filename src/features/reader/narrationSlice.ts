import type { StoryLanguage } from '../../../contract/storyLanguages';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Alignment } from '../../../contract/languages';
import type { NarrationVoice } from '../../../contract/recordings';
import {
  DEFAULT_PLAYBACK_RATE,
  nearestPlaybackRate,
  type PlaybackRate,
} from '../../../contract/preferenceChoices';
import { createAppAsyncThunk, type AppThunk } from '../../app/hooks';
import type { LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { audioUrlFromBase64 } from '../../lib/audioUrl';
import { forgetNarrationsOf, postNarrationRequest, prefetchNarration } from './narrationApi';
import {
  initialNarrationVoices,
  isNarrationUnavailable,
  loadNarrationLanguages,
  type NarrationVoices,
} from './narrationLanguages';
import { preferencesRestored } from './settingsSlice';

export const MISSING_AUDIO_PARAMS = 'Missing required parameters for fetching audio';
export const INVALID_AUDIO_DATA = 'Invalid data received from server';

export interface NarrationState {
  alignment: Alignment | null;
  /** Object URL of the page's audio/mpeg narration. */
  audioUrl: string | null;
  /** The text the alignment indexes into. */
  text: string | null;
  highlightedIndex: number;
  playbackRate: PlaybackRate;
  isPlaying: boolean;
  status: LoadStatus;
  error: string | null;
  /** The fetch whose answer counts; answers of older fetches are ignored. */
  requestId: string | null;
  /** Who recorded the page's narration; null for the synthesised voice. */
  voice: NarrationVoice | null;
  /** Goes up when a page's narration changed on the server (a recording saved or deleted). */
  freshness: number;
  /** The languages the server can narrate, as far as the app knows them. */
  voices: NarrationVoices;
}

const initialState: NarrationState = {
  alignment: null,
  audioUrl: null,
  text: null,
  highlightedIndex: -1,
  playbackRate: DEFAULT_PLAYBACK_RATE,
  isPlaying: false,
  status: 'idle',
  error: null,
  requestId: null,
  voice: null,
  freshness: 0,
  voices: initialNarrationVoices,
};

export interface NarrationArgs {
  text: string;
  storyId: string;
  page_no: number;
  language: StoryLanguage;
  regenerateAudio?: boolean;
}

interface NarrationLoaded {
  alignment: Alignment;
  audioUrl: string;
  text: string;
  voice: NarrationVoice | null;
}

/**
 * The server has no voice for the language: the page is read as text. An answer, not a
 * failure: nothing went wrong that an error report or an error message should tell.
 */
interface NarrationRefused {
  refusedLanguage: StoryLanguage;
}

const requestNarration = createAppAsyncThunk<NarrationLoaded | NarrationRefused, NarrationArgs>(
  'narration/fetch',
  async (args, { extra, getState, rejectWithValue }) => {
    const { text, storyId, page_no, language, regenerateAudio = false } = args;
    if (!text || !storyId || !page_no) return rejectWithValue(MISSING_AUDIO_PARAMS, {});
    try {
      const data = await postNarrationRequest(
        extra.api,
        { text, storyId, page_no, language, regenerateAudio },
        getState().user.user?.uid ?? null,
      );
      if (!data?.audioBase64 || !data.alignment) return rejectWithValue(INVALID_AUDIO_DATA, {});
      return {
        alignment: data.alignment,
        audioUrl: audioUrlFromBase64(data.audioBase64),
        text: data.text ?? text,
        voice: data.voice ?? null,
      };
    } catch (error) {
      const [message, meta] = loadFailure(error, INVALID_AUDIO_DATA);
      if (isNarrationUnavailable(meta.status, message)) return { refusedLanguage: language };
      return rejectWithValue(message, meta);
    }
  },
);

/** Starts a fetch: the old audio's object URL is released, then the new narration is asked for. */
export const fetchAudioAndAlignment =
  (args: NarrationArgs): AppThunk<ReturnType<ReturnType<typeof requestNarration>>> =>
  (dispatch, getState) => {
    const previousUrl = getState().narration.audioUrl;
    if (previousUrl) URL.revokeObjectURL(previousUrl);
    const request = dispatch(requestNarration(args));
    // An answer overtaken by a newer fetch was not kept: release its audio.
    void request.then((action) => {
      if (
        requestNarration.fulfilled.match(action) &&
        'audioUrl' in action.payload &&
        getState().narration.requestId !== action.meta.requestId
      ) {
        URL.revokeObjectURL(action.payload.audioUrl);
      }
    });
    return request;
  };

/** Fetches a page's narration ahead of time, so turning to it starts speech at once. */
export const prefetchAudioAndAlignment =
  (args: NarrationArgs): AppThunk =>
  (_dispatch, getState, { api }) => {
    prefetchNarration(api, { ...args, regenerateAudio: false }, getState().user.user?.uid ?? null);
  };

/**
 * A page's recording was saved or deleted: what was remembered of its narration is dropped
 * and the page on screen asks again, so the new voice (or the synthesised one) is heard at once.
 */
export const recordedNarrationChanged =
  (place: { storyId: string; page_no: number; language: StoryLanguage }): AppThunk =>
  (dispatch) => {
    forgetNarrationsOf(place);
    dispatch(narrationSlice.actions.narrationStale());
  };

const narrationSlice = createSlice({
  name: 'narration',
  initialState,
  reducers: {
    togglePlayback(state) {
      state.isPlaying = !state.isPlaying;
    },
    setPlaying(state, action: PayloadAction<boolean>) {
      state.isPlaying = action.payload;
    },
    setHighlightedIndex(state, action: PayloadAction<number>) {
      state.highlightedIndex = action.payload;
    },
    /** Any rate becomes the nearest speed the reader offers, which is what a reader can save. */
    setPlaybackRate(state, action: PayloadAction<number>) {
      state.playbackRate = nearestPlaybackRate(action.payload);
    },
    narrationCleared(state) {
      state.alignment = null;
      state.audioUrl = null;
      state.text = null;
      state.highlightedIndex = -1;
      state.isPlaying = false;
      state.status = 'idle';
      state.error = null;
      state.requestId = null;
      state.voice = null;
    },
    narrationStale(state) {
      state.freshness += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(preferencesRestored, (state, action) => {
        state.playbackRate = action.payload.playbackRate;
      })
      .addCase(requestNarration.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        state.status = 'loading';
        state.error = null;
        state.alignment = null;
        state.audioUrl = null;
        state.text = null;
        state.voice = null;
        state.highlightedIndex = -1;
      })
      .addCase(requestNarration.fulfilled, (state, action) => {
        if ('refusedLanguage' in action.payload) {
          const { refusedLanguage } = action.payload;
          if (!state.voices.refused.includes(refusedLanguage))
            state.voices.refused.push(refusedLanguage);
          if (action.meta.requestId !== state.requestId) return;
          state.status = 'failed';
          state.isPlaying = false;
          return;
        }
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.alignment = action.payload.alignment;
        state.audioUrl = action.payload.audioUrl;
        state.text = action.payload.text;
        state.voice = action.payload.voice;
      })
      .addCase(requestNarration.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? INVALID_AUDIO_DATA;
        state.isPlaying = false;
      })
      .addCase(loadNarrationLanguages.pending, (state) => {
        state.voices.status = 'loading';
      })
      .addCase(loadNarrationLanguages.fulfilled, (state, action) => {
        state.voices.status = 'succeeded';
        state.voices.languages = action.payload;
      })
      .addCase(loadNarrationLanguages.rejected, (state) => {
        state.voices.status = 'failed';
      });
  },
});

export const {
  togglePlayback,
  setPlaying,
  setHighlightedIndex,
  setPlaybackRate,
  narrationCleared,
} = narrationSlice.actions;
export const narrationReducer = narrationSlice.reducer;
