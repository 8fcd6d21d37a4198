import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { audioUrlFromBase64 } from '../../lib/audioUrl';
import { recordingsApi } from './recordingsApi';

/**
 * A recording's audio as an object URL, for listening: from the cache if it is there, asked
 * for otherwise (a failure rejects with the server's error). The caller revokes the URL.
 */
export function useRecordingAudio() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string) => {
      const detail = await dispatch(
        recordingsApi.endpoints.getRecording.initiate(id, { subscribe: false }),
      ).unwrap();
      return audioUrlFromBase64(detail.audioBase64);
    },
    [dispatch],
  );
}
