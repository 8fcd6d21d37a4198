import type { RecordingSummary } from '../../../contract/recordings';
import type { ServerError } from '../../lib/serverData/api';

/** What is being listened to in the recording mode: the new take, or the earlier recording. */
export type Listening = 'take' | 'existing';

/**
 * The recording mode of a page around the recorder itself: listening back, saving the take,
 * deleting the earlier recording, and what each of them came to.
 */
export interface RecordingSession {
  listening: Listening | null;
  /** The earlier recording's audio once fetched (an object URL), kept while it stays. */
  existingAudio: string | null;
  /** Why the earlier recording could not be played. */
  audioError: string | null;
  saving: boolean;
  /** The last save's failure; the take stays, so Retry sends it again. */
  saveError: ServerError | null;
  /** What the last save or delete did, said until the next recording starts. */
  outcome: { saved: RecordingSummary } | 'deleted' | null;
  deletion: 'closed' | 'asking' | 'deleting';
  deleteError: string | null;
}

export type SessionEvent =
  | { type: 'listenStarted'; listening: Listening }
  | { type: 'listenStopped' }
  | { type: 'existingAudioLoaded'; url: string }
  | { type: 'audioFailed'; message: string }
  | { type: 'recordStarted' }
  | { type: 'takeDiscarded' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; recording: RecordingSummary }
  | { type: 'saveFailed'; error: ServerError }
  | { type: 'deleteAsked' }
  | { type: 'deleteKept' }
  | { type: 'deleteStarted' }
  | { type: 'deleteSucceeded' }
  | { type: 'deleteFailed'; message: string };

export const sessionStart: RecordingSession = {
  listening: null,
  existingAudio: null,
  audioError: null,
  saving: false,
  saveError: null,
  outcome: null,
  deletion: 'closed',
  deleteError: null,
};

export function recordingSessionReducer(
  session: RecordingSession,
  event: SessionEvent,
): RecordingSession {
  switch (event.type) {
    case 'listenStarted':
      return { ...session, listening: event.listening };
    case 'listenStopped':
      return { ...session, listening: null };
    case 'existingAudioLoaded':
      return { ...session, existingAudio: event.url };
    case 'audioFailed':
      return { ...session, audioError: event.message };
    case 'recordStarted':
      return { ...session, listening: null, outcome: null, saveError: null };
    case 'takeDiscarded':
      return { ...session, listening: null, saveError: null };
    case 'saveStarted':
      return { ...session, listening: null, saving: true, saveError: null };
    case 'saveSucceeded':
      // The earlier recording is now this one: its old audio goes.
      return {
        ...session,
        saving: false,
        outcome: { saved: event.recording },
        existingAudio: null,
      };
    case 'saveFailed':
      return { ...session, saving: false, saveError: event.error };
    case 'deleteAsked':
      return { ...session, deletion: 'asking', deleteError: null };
    case 'deleteKept':
      return { ...session, deletion: 'closed' };
    case 'deleteStarted':
      return { ...session, listening: null, deletion: 'deleting', deleteError: null };
    case 'deleteSucceeded':
      return { ...session, deletion: 'closed', outcome: 'deleted', existingAudio: null };
    case 'deleteFailed':
      return { ...session, deletion: 'asking', deleteError: event.message };
  }
}

/** A save refused because the server is busy for now (429 or 503 with Retry-After). */
export const isBusyRefusal = (error: ServerError | null): boolean =>
  error !== null &&
  (error.status === 429 || error.status === 503) &&
  error.retryAfterSeconds !== undefined;
