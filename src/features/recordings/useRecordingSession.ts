import { useEffect, useReducer, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { messageOf, serverErrorOf, type ServerError } from '../../lib/serverData/api';
import { recordedNarrationChanged } from '../reader';
import {
  DELETE_RECORDING_FAILED,
  FETCH_RECORDING_FAILED,
  FETCH_RECORDINGS_FAILED,
  SAVE_RECORDING_FAILED,
  isMineAt,
  useDeleteRecordingMutation,
  useGetRecordingsQuery,
  useUploadRecordingMutation,
  type PagePlace,
} from './recordingsApi';
import { recordingSessionReducer, sessionStart, type Listening } from './recordingSession';
import { useRecordingAudio } from './useRecordingAudio';
import { useRecorder } from './useRecorder';

/**
 * The recording mode of one page: the caller's earlier recording of it (loaded, listened to,
 * deleted), and a new take (recorded, listened back, saved). Nothing leaves the device until
 * Save; a saved or deleted recording is heard (or no longer heard) by the reader at once.
 */
export function useRecordingSession(place: PagePlace) {
  const dispatch = useAppDispatch();
  const recorder = useRecorder();
  const [session, send] = useReducer(recordingSessionReducer, sessionStart);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const loadAudio = useRecordingAudio();
  const [upload] = useUploadRecordingMutation();
  const [remove] = useDeleteRecordingMutation();
  const mine = useGetRecordingsQuery(place.storyId, {
    selectFromResult: ({ data, isError, error }) => ({
      existing: data?.find(isMineAt(place)) ?? null,
      loadError: isError ? messageOf(error, FETCH_RECORDINGS_FAILED) : null,
    }),
  });
  const { existing } = mine;

  // The earlier recording's audio is released when it is replaced, deleted or the mode closes.
  useEffect(
    () => () => {
      if (session.existingAudio) URL.revokeObjectURL(session.existingAudio);
    },
    [session.existingAudio],
  );

  const stopListening = () => {
    audioRef.current?.pause();
    send({ type: 'listenStopped' });
  };

  const play = (url: string, listening: Listening) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.src = url;
    audio.currentTime = 0;
    send({ type: 'listenStarted', listening });
    audio.play().catch(() => send({ type: 'listenStopped' }));
  };

  const listenToTake = () => {
    if (session.listening === 'take') return stopListening();
    if (recorder.take) play(recorder.take.url, 'take');
  };

  const listenToExisting = async () => {
    if (session.listening === 'existing') return stopListening();
    if (!existing) return;
    try {
      const url = session.existingAudio ?? (await loadAudio(existing.id));
      send({ type: 'existingAudioLoaded', url });
      play(url, 'existing');
    } catch (error) {
      send({
        type: 'audioFailed',
        message: messageOf(error as ServerError, FETCH_RECORDING_FAILED),
      });
    }
  };

  const record = () => {
    audioRef.current?.pause();
    send({ type: 'recordStarted' });
    void recorder.start();
  };

  const redo = () => {
    audioRef.current?.pause();
    send({ type: 'takeDiscarded' });
    recorder.redo();
  };

  const save = async () => {
    const take = recorder.take;
    if (!take) return;
    audioRef.current?.pause();
    send({ type: 'saveStarted' });
    const answer = await upload({ ...place, wav: take.wav });
    if (answer.error) {
      send({ type: 'saveFailed', error: serverErrorOf(answer.error, SAVE_RECORDING_FAILED) });
      return;
    }
    dispatch(recordedNarrationChanged(place));
    send({ type: 'saveSucceeded', recording: answer.data });
    recorder.redo();
  };

  const confirmDelete = async () => {
    if (!existing) return;
    audioRef.current?.pause();
    send({ type: 'deleteStarted' });
    const answer = await remove({ id: existing.id, storyId: place.storyId });
    if (answer.error) {
      send({ type: 'deleteFailed', message: messageOf(answer.error, DELETE_RECORDING_FAILED) });
      return;
    }
    dispatch(recordedNarrationChanged(place));
    send({ type: 'deleteSucceeded' });
  };

  return {
    recorder,
    session,
    existing,
    /** Why the earlier recording could not be loaded or played. */
    loadError: mine.loadError ?? session.audioError,
    /** Asks for the earlier recording again, after its load failed. */
    retryLoad: mine.loadError === null ? null : () => void mine.refetch(),
    audioRef,
    onAudioEnded: () => send({ type: 'listenStopped' }),
    stopListening,
    listenToTake,
    listenToExisting: () => void listenToExisting(),
    record,
    stop: () => void recorder.stop(),
    redo,
    save: () => void save(),
    askToDelete: () => send({ type: 'deleteAsked' }),
    keepRecording: () => send({ type: 'deleteKept' }),
    confirmDelete: () => void confirmDelete(),
  };
}

export type RecordingSessionControls = ReturnType<typeof useRecordingSession>;
