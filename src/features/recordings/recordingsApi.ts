import type { StoryLanguage } from '../../../contract/storyLanguages';

import type {
  RecordingDetail,
  RecordingList,
  RecordingSummary,
  RecordingTimes,
} from '../../../contract/recordings';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { serverData } from '../../lib/serverData/api';

/** One page of a story in one language: where a recording belongs. */
export interface PagePlace {
  storyId: string;
  page_no: number;
  language: StoryLanguage;
}

export const FETCH_RECORDINGS_FAILED = 'We could not load the recordings.';
export const FETCH_RECORDING_FAILED = 'We could not load this recording.';
export const SAVE_RECORDING_FAILED = 'Failed to save the recording';
export const DELETE_RECORDING_FAILED = 'The recording could not be deleted.';
export const SAVE_TIMES_FAILED = 'The word times could not be saved.';

/** The recordings screens' own failure messages, translated where they are shown. */
export const RECORDING_FAILURES: KnownFailures = {
  [FETCH_RECORDINGS_FAILED]: 'timing.error.fetchList',
  [FETCH_RECORDING_FAILED]: 'timing.error.fetchOne',
  [DELETE_RECORDING_FAILED]: 'timing.error.delete',
  [SAVE_TIMES_FAILED]: 'timing.error.save',
};

const recordingUrl = (id: string) => `/recordings/${encodeURIComponent(id)}`;
const pageUrl = ({ storyId, page_no, language }: PagePlace) =>
  `/recordings/${encodeURIComponent(storyId)}/${page_no}/${language}`;
/** A story's recordings: the editor's list, and each page's own recording in the recorder. */
const storyTag = (storyId: string) => ({ type: 'Recordings' as const, id: `story:${storyId}` });
/** One recording with its audio and word times. */
const recordingTag = (id: string) => ({ type: 'Recordings' as const, id });

/** The caller's own recording of that page in that language. */
export const isMineAt = (place: PagePlace) => (recording: RecordingSummary) =>
  recording.byMe && recording.page_no === place.page_no && recording.language === place.language;

export const recordingsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The recordings of a story the caller may hear: everyone's, and their own private ones. */
    getRecordings: build.query<RecordingSummary[], string>({
      query: (storyId) => ({ url: '/recordings', params: { storyId } }),
      transformResponse: (list: RecordingList) => list.recordings,
      extraOptions: { fallback: FETCH_RECORDINGS_FAILED },
      providesTags: (_list, _error, storyId) => [storyTag(storyId)],
    }),

    /** A recording with its MP3 (base64) and word times. */
    getRecording: build.query<RecordingDetail, string>({
      query: recordingUrl,
      extraOptions: { fallback: FETCH_RECORDING_FAILED },
      providesTags: (_detail, _error, id) => [recordingTag(id)],
    }),

    /**
     * Saves (or replaces) the caller's recording of a page: a 16-bit mono WAV. An
     * administrator's becomes the story's narration in that language; anyone else's is private.
     * The story's list shows it at once, then is asked for again.
     */
    uploadRecording: build.mutation<RecordingSummary, PagePlace & { wav: Blob }>({
      query: ({ wav, ...place }) => ({
        url: pageUrl(place),
        method: 'put',
        body: wav,
        headers: { 'Content-Type': 'audio/wav' },
      }),
      extraOptions: { fallback: SAVE_RECORDING_FAILED },
      invalidatesTags: (saved, _error, { storyId }) =>
        saved ? [storyTag(storyId), recordingTag(saved.id)] : [],
      async onQueryStarted(place, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!saved) return;
        dispatch(
          recordingsApi.util.updateQueryData('getRecordings', place.storyId, (list) => {
            const replaced = list.filter((row) => row.id !== saved.id && !isMineAt(place)(row));
            return [...replaced, saved];
          }),
        );
      },
    }),

    /** The recording goes from the story's list at once; the list is then asked for again. */
    deleteRecording: build.mutation<void, { id: string; storyId: string }>({
      query: ({ id }) => ({ url: recordingUrl(id), method: 'delete' }),
      extraOptions: { fallback: DELETE_RECORDING_FAILED },
      invalidatesTags: (_result, error, { id, storyId }) =>
        error ? [] : [storyTag(storyId), recordingTag(id)],
      async onQueryStarted({ id, storyId }, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(() => true).catch(() => false);
        if (!deleted) return;
        dispatch(
          recordingsApi.util.updateQueryData('getRecordings', storyId, (list) =>
            list.filter((row) => row.id !== id),
          ),
        );
      },
    }),

    /**
     * New word times from the timing editor. The story's list and the recording itself take
     * the server's answer in place: nothing else changes, so nothing is asked for again.
     */
    saveRecordingTimes: build.mutation<RecordingSummary, { id: string; times: RecordingTimes }>({
      query: ({ id, times }) => ({ url: `${recordingUrl(id)}/times`, method: 'put', body: times }),
      extraOptions: { fallback: SAVE_TIMES_FAILED },
      async onQueryStarted({ id, times }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!saved) return;
        dispatch(
          recordingsApi.util.updateQueryData('getRecordings', saved.storyId, (list) =>
            list.map((row) => (row.id === id ? saved : row)),
          ),
        );
        dispatch(
          recordingsApi.util.updateQueryData('getRecording', id, (detail) => ({
            ...detail,
            ...saved,
            words: detail.words.map((word, index) => ({ ...word, ...times.words[index] })),
          })),
        );
      },
    }),
  }),
});

export const {
  useGetRecordingsQuery,
  useGetRecordingQuery,
  useUploadRecordingMutation,
  useDeleteRecordingMutation,
  useSaveRecordingTimesMutation,
} = recordingsApi;
