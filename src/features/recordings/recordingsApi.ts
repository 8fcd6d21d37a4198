import type { ApiClient } from '../../lib/apiClient';
import type { Language } from '../../../contract/languages';
import type {
  RecordingDetail,
  RecordingList,
  RecordingSummary,
  RecordingTimes,
} from '../../../contract/recordings';

/** The recordings of a story the caller may hear: everyone's, and their own private ones. */
export async function getRecordings(api: ApiClient, storyId: string): Promise<RecordingSummary[]> {
  const { data } = await api.get<RecordingList>('/recordings', { params: { storyId } });
  return data.recordings;
}

export async function getRecording(api: ApiClient, id: string): Promise<RecordingDetail> {
  const { data } = await api.get<RecordingDetail>(`/recordings/${encodeURIComponent(id)}`);
  return data;
}

/**
 * Saves (or replaces) the caller's recording of a page: a 16-bit mono WAV. An
 * administrator's becomes the story's narration in that language; anyone else's is private.
 */
export async function putRecording(
  api: ApiClient,
  place: { storyId: string; page_no: number; language: Language },
  wav: Blob,
): Promise<RecordingSummary> {
  const path = `/recordings/${encodeURIComponent(place.storyId)}/${place.page_no}/${place.language}`;
  const { data } = await api.put<RecordingSummary>(path, wav, {
    headers: { 'Content-Type': 'audio/wav' },
  });
  return data;
}

export async function putRecordingTimes(
  api: ApiClient,
  id: string,
  times: RecordingTimes,
): Promise<RecordingSummary> {
  const { data } = await api.put<RecordingSummary>(
    `/recordings/${encodeURIComponent(id)}/times`,
    times,
  );
  return data;
}

export async function deleteRecording(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/recordings/${encodeURIComponent(id)}`);
}
