import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { audioUrlFromBase64 } from '../../lib/audioUrl';
import { FETCH_RECORDING_FAILED, fetchRecording } from './RecordingsListThunks';

/**
 * Listening to the list's recordings, one at a time. A recording's audio is fetched with its
 * first play and kept (as an object URL) while the list is open.
 */
export function useRecordingsListPlayer() {
  const dispatch = useAppDispatch();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urls = useRef(new Map<string, string>());
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const audio = () => {
    if (!audioRef.current) {
      const element = new Audio();
      element.addEventListener('ended', () => setPlayingId(null));
      audioRef.current = element;
    }
    return audioRef.current;
  };

  useEffect(() => {
    const known = urls.current;
    return () => {
      audioRef.current?.pause();
      for (const url of known.values()) URL.revokeObjectURL(url);
      known.clear();
    };
  }, []);

  const pause = useCallback(() => {
    audioRef.current?.pause();
    setPlayingId(null);
  }, []);

  const toggle = async (id: string) => {
    if (playingId === id) {
      pause();
      return;
    }
    pause();
    setError(null);
    let url = urls.current.get(id);
    if (!url) {
      setLoadingId(id);
      const action = await dispatch(fetchRecording(id));
      setLoadingId(null);
      if (!fetchRecording.fulfilled.match(action)) {
        setError(action.payload ?? FETCH_RECORDING_FAILED);
        return;
      }
      url = audioUrlFromBase64(action.payload.audioBase64);
      urls.current.set(id, url);
    }
    const element = audio();
    if (element.src !== url) element.src = url;
    setPlayingId(id);
    try {
      await element.play();
    } catch {
      // Playback refused (no audio device, or the browser's autoplay rules): nothing plays.
      setPlayingId(null);
    }
  };

  /** A deleted recording's audio is let go. */
  const forget = (id: string) => {
    const url = urls.current.get(id);
    if (!url) return;
    if (playingId === id) pause();
    URL.revokeObjectURL(url);
    urls.current.delete(id);
  };

  return {
    playingId,
    loadingId,
    error,
    clearError: () => setError(null),
    toggle,
    pause,
    forget,
  };
}
