import { useCallback, useEffect, useRef, useState } from 'react';
import { audioUrlFromBase64 } from '../../lib/audioUrl';

function seekTo(audio: HTMLAudioElement, seconds: number) {
  try {
    audio.currentTime = seconds;
  } catch {
    // Not seekable before its data has arrived; it then plays from the start.
  }
}

/**
 * The timing editor's audio: the recording's MP3, a playhead that follows it while it plays
 * (once per frame, so the highlight moves as smoothly as the words are said), and playing one
 * stretch only (a word) before stopping by itself.
 */
export function useTimingPlayback(audioBase64: string) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  /** Where a stretch played on its own ends; null while playing on to the end. */
  const stopAt = useRef<number | null>(null);
  const startOfStretch = useRef(0);
  const [playhead, setPlayhead] = useState(0);
  const [playing, setPlaying] = useState(false);

  const pause = useCallback(() => {
    stopAt.current = null;
    audioRef.current?.pause();
    setPlaying(false);
  }, []);

  // While playing, the playhead follows the audio once a frame, and a single word stops itself.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const follow = () => {
      const audio = audioRef.current;
      if (!audio) return;
      const end = stopAt.current;
      if (end !== null && audio.currentTime >= end) {
        // A word played on its own: back to its start, where Play goes on from.
        pause();
        seekTo(audio, startOfStretch.current);
        setPlayhead(startOfStretch.current);
        return;
      }
      setPlayhead(audio.currentTime);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [playing, pause]);

  useEffect(() => {
    const url = audioUrlFromBase64(audioBase64);
    const audio = new Audio(url);
    audio.preload = 'auto';
    const ended = () => {
      stopAt.current = null;
      setPlaying(false);
    };
    audio.addEventListener('ended', ended);
    audioRef.current = audio;
    return () => {
      audio.removeEventListener('ended', ended);
      audio.pause();
      audioRef.current = null;
      URL.revokeObjectURL(url);
    };
  }, [audioBase64]);

  /** Plays from `from` seconds, to `until` (then stops) or to the end. */
  const play = useCallback(async (from: number, until: number | null = null) => {
    const audio = audioRef.current;
    if (!audio) return;
    stopAt.current = until;
    startOfStretch.current = from;
    seekTo(audio, from);
    setPlayhead(from);
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      // Playback refused (no audio device, or the browser's autoplay rules).
      setPlaying(false);
    }
  }, []);

  /** Moves the playhead without playing (a click on the ruler). */
  const seek = useCallback((seconds: number) => {
    if (audioRef.current) seekTo(audioRef.current, seconds);
    setPlayhead(seconds);
  }, []);

  return { playhead, playing, play, pause, seek };
}
