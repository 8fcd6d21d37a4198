import type { Language } from '../../../contract/languages';
import type { RecordingSummary } from '../../../contract/recordings';
import { createApiThunk, createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';
import { recordedNarrationChanged } from '../reader';
import { deleteRecording, getRecording, getRecordings, putRecording } from './recordingsApi';

export interface PagePlace {
  storyId: string;
  page_no: number;
  language: Language;
}

export const FAILED_TO_LOAD_RECORDINGS = 'Failed to load recordings';
export const FAILED_TO_SAVE_RECORDING = 'Failed to save the recording';
export const FAILED_TO_DELETE_RECORDING = 'Failed to delete the recording';

/** The caller's own recording of one page in one language, if they made one. */
export const loadMyRecording = createApiThunk<RecordingSummary | null, PagePlace>(
  'recordings/loadMine',
  async (place, api) =>
    (await getRecordings(api, place.storyId)).find(
      (recording) =>
        recording.byMe &&
        recording.page_no === place.page_no &&
        recording.language === place.language,
    ) ?? null,
  FAILED_TO_LOAD_RECORDINGS,
);

/** A recording's MP3, for listening to it. */
export const loadRecordingAudio = createApiThunk<string, string>(
  'recordings/loadAudio',
  async (id, api) => (await getRecording(api, id)).audioBase64,
  FAILED_TO_LOAD_RECORDINGS,
);

/** Uploads a take; the reader then hears it at once (see recordedNarrationChanged). */
export const saveRecording = createAppAsyncThunk<RecordingSummary, PagePlace & { wav: Blob }>(
  'recordings/save',
  async ({ wav, ...place }, { dispatch, extra, rejectWithValue }) => {
    try {
      const summary = await putRecording(extra.api, place, wav);
      dispatch(recordedNarrationChanged(place));
      return summary;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FAILED_TO_SAVE_RECORDING));
    }
  },
);

export const removeRecording = createAppAsyncThunk<void, PagePlace & { id: string }>(
  'recordings/remove',
  async ({ id, ...place }, { dispatch, extra, rejectWithValue }) => {
    try {
      await deleteRecording(extra.api, id);
      dispatch(recordedNarrationChanged(place));
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FAILED_TO_DELETE_RECORDING));
    }
  },
);
