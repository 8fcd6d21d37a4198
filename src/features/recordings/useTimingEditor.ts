import { useMemo, useState } from 'react';
import type { RecordingDetail } from '../../../contract/recordings';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { messageOf } from '../../lib/serverData/api';
import { forgetNarrations } from '../reader';
import {
  RECORDING_FAILURES,
  SAVE_TIMES_FAILED,
  useSaveRecordingTimesMutation,
} from './recordingsApi';
import {
  boundariesOf,
  canZoom,
  DEFAULT_ZOOM,
  moveBoundary,
  timesChanged,
  wordAt,
  wordTimesOf,
  zoomed,
} from './TimingMath';
import { useTimingPlayback } from './TimingPlayback';

/**
 * The timing editor's behaviour once the recording has arrived: its boundaries start as the
 * server's times, are moved and listened to, reset, and saved. It keeps the recording as it
 * opened: its own save changes the cached copy, which must not move the boundaries under it.
 */
export function useTimingEditor(opened: RecordingDetail, onDirtyChange: (dirty: boolean) => void) {
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const [recording] = useState(opened);
  const [saveTimes, { isLoading: saving }] = useSaveRecordingTimesMutation();
  const { boundaries, times: recordedTimes } = useMemo(
    () => boundariesOf(recording.words),
    [recording.words],
  );
  const [savedTimes, setSavedTimes] = useState(recordedTimes);
  const [times, setTimes] = useState(recordedTimes);
  const [pixelsPerSecond, setPixelsPerSecond] = useState(DEFAULT_ZOOM);
  const [result, setResult] = useState<{ saved: true } | { error: string } | null>(null);
  const playback = useTimingPlayback(recording.audioBase64);
  const wordTimes = useMemo(() => wordTimesOf(boundaries, times), [boundaries, times]);
  const durationSeconds = Math.max(recording.durationSeconds, times[times.length - 1] ?? 0);
  // Words the aligner could not place, until a save (the server then counts them as placed).
  const [unplacedWords, setUnplacedWords] = useState(recording.unplacedWords);
  const unplaced = useMemo(() => {
    const names = new Set(unplacedWords);
    return new Set(recording.words.flatMap((word, index) => (names.has(word.text) ? [index] : [])));
  }, [recording.words, unplacedWords]);

  const change = (next: number[]) => {
    setTimes(next);
    setResult(null);
    onDirtyChange(timesChanged(savedTimes, next));
  };

  const save = async () => {
    setResult(null);
    const answer = await saveTimes({
      id: recording.id,
      times: {
        words: wordTimes.map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds })),
      },
    });
    if (answer.error) {
      setResult({ error: failureMessage(messageOf(answer.error, SAVE_TIMES_FAILED)) });
      return;
    }
    setSavedTimes(times);
    onDirtyChange(false);
    setResult({ saved: true });
    // The reader fetches the page's narration again, so it lights up with the new times.
    forgetNarrations();
    setUnplacedWords(answer.data.unplacedWords);
  };

  return {
    recording,
    boundaries,
    times,
    wordTimes,
    durationSeconds,
    currentWord: wordAt(wordTimes, playback.playhead),
    dirty: timesChanged(savedTimes, times),
    unplaced,
    unplacedWords,
    saving,
    result,
    playback,
    pixelsPerSecond,
    canZoom: (direction: 'in' | 'out') => canZoom(pixelsPerSecond, direction),
    zoom: (direction: 'in' | 'out') => setPixelsPerSecond((scale) => zoomed(scale, direction)),
    move: (index: number, seconds: number) =>
      change(moveBoundary(boundaries, times, index, seconds, durationSeconds)),
    playWord: (index: number) => {
      const word = wordTimes[index];
      if (word) void playback.play(word.startSeconds, word.endSeconds);
    },
    togglePlay: () =>
      playback.playing
        ? playback.pause()
        : void playback.play(playback.playhead >= durationSeconds ? 0 : playback.playhead),
    reset: () => change(savedTimes),
    save: () => void save(),
  };
}

export type TimingEditorControls = ReturnType<typeof useTimingEditor>;
