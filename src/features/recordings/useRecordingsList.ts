import { useMemo, useState } from 'react';
import type { RecordingSummary } from '../../../contract/recordings';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { forgetNarrations } from '../reader';
import {
  DELETE_RECORDING_FAILED,
  FETCH_RECORDINGS_FAILED,
  RECORDING_FAILURES,
  useDeleteRecordingMutation,
  useGetRecordingsQuery,
} from './recordingsApi';
import { useRecordingsListPlayer } from './RecordingsListPlayer';

const byPageThenLanguage = (a: RecordingSummary, b: RecordingSummary) =>
  a.page_no - b.page_no || a.language.localeCompare(b.language);

export type ListNotice = { severity: 'success' | 'error'; text: string };

/**
 * The editor's list of a story's recordings: loaded (with Retry), listened to, deleted after
 * asking, and opened in the timing editor. A deletion leaves the list at once (the cache),
 * and the reader asks for its narrations again.
 */
export function useRecordingsList(storyId: string) {
  const t = useT();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const list = useGetRecordingsQuery(storyId);
  const [deleteRecording] = useDeleteRecordingMutation();
  const player = useRecordingsListPlayer();
  const [deleting, setDeleting] = useState<{ recording: RecordingSummary; open: boolean } | null>(
    null,
  );
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [timing, setTiming] = useState<string | null>(null);
  const recordings = useMemo(() => list.data?.slice().sort(byPageThenLanguage), [list.data]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { recording } = deleting;
    setDeleting({ recording, open: false });
    const answer = await deleteRecording({ id: recording.id, storyId: recording.storyId });
    if (answer.error) {
      setNotice({
        severity: 'error',
        text: failureMessage(messageOf(answer.error, DELETE_RECORDING_FAILED)),
      });
      return;
    }
    player.forget(recording.id);
    // The reader asks again, so it falls back to eSpeak (or another voice) for that page.
    forgetNarrations();
    setNotice({ severity: 'success', text: t('timing.list.deleted') });
  };

  return {
    recordings,
    loading: list.isLoading,
    loadError: list.isError ? messageOf(list.error, FETCH_RECORDINGS_FAILED) : null,
    retry: () => void list.refetch(),
    failureMessage,
    player,
    notice,
    dismissNotice: () => setNotice(null),
    /** The recording asked about before it is deleted; kept while its dialog closes. */
    deleting,
    askToDelete: (recording: RecordingSummary) => setDeleting({ recording, open: true }),
    cancelDelete: () => setDeleting((current) => current && { ...current, open: false }),
    confirmDelete: () => void confirmDelete(),
    /** The recording open in the timing editor. */
    timing,
    openTiming: (id: string) => {
      player.pause();
      setTiming(id);
    },
    closeTiming: () => setTiming(null),
  };
}
