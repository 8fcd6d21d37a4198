import type {
  RecordingDetail,
  RecordingSummary,
  RecordingTimes,
} from '../../../contract/recordings';
import { createApiThunk } from '../../app/hooks';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { deleteRecording, getRecording, getRecordings, putRecordingTimes } from './recordingsApi';

export const FETCH_RECORDINGS_FAILED = 'We could not load the recordings.';
export const FETCH_RECORDING_FAILED = 'We could not load this recording.';
export const DELETE_RECORDING_FAILED = 'The recording could not be deleted.';
export const SAVE_TIMES_FAILED = 'The word times could not be saved.';

export const fetchRecordings = createApiThunk<RecordingSummary[], string>(
  'recordings/list',
  (storyId, api) => getRecordings(api, storyId),
  FETCH_RECORDINGS_FAILED,
);

export const fetchRecording = createApiThunk<RecordingDetail, string>(
  'recordings/detail',
  (id, api) => getRecording(api, id),
  FETCH_RECORDING_FAILED,
);

export const removeRecording = createApiThunk<string, string>(
  'recordings/delete',
  async (id, api) => {
    await deleteRecording(api, id);
    return id;
  },
  DELETE_RECORDING_FAILED,
);

export const saveRecordingTimes = createApiThunk<
  RecordingSummary,
  { id: string; times: RecordingTimes }
>(
  'recordings/saveTimes',
  ({ id, times }, api) => putRecordingTimes(api, id, times),
  SAVE_TIMES_FAILED,
);

/** The recordings screens' own failure messages, translated where they are shown. */
export const RECORDING_FAILURES: KnownFailures = {
  [FETCH_RECORDINGS_FAILED]: 'timing.error.fetchList',
  [FETCH_RECORDING_FAILED]: 'timing.error.fetchOne',
  [DELETE_RECORDING_FAILED]: 'timing.error.delete',
  [SAVE_TIMES_FAILED]: 'timing.error.save',
};
