import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, type ServerError } from '../../lib/serverData/api';
import { FETCH_RECORDING_FAILED } from './recordingsApi';
import { useRecordingAudio } from './useRecordingAudio';

/**
 * Listening to the list's recordings, one at a time. A recording's audio is fetched with its
 * first play and kept (as an object URL) while the list is open.
 */
export function useRecordingsListPlayer() {
  const loadAudio = useRecordingAudio();
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
      try {
        url = await loadAudio(id);
      } catch (failure) {
        setError(messageOf(failure as ServerError, FETCH_RECORDING_FAILED));
        return;
      } finally {
        setLoadingId(null);
      }
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
