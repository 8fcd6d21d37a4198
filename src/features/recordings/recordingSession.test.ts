import { describe, expect, it } from 'vitest';
import type { RecordingSummary } from '../../../contract/recordings';
import {
  isBusyRefusal,
  recordingSessionReducer,
  sessionStart,
  type RecordingSession,
  type SessionEvent,
} from './recordingSession';

const saved = { id: 'a', audience: 'private', unplacedWords: [] } as unknown as RecordingSummary;
const run = (events: SessionEvent[], from: RecordingSession = sessionStart) =>
  events.reduce(recordingSessionReducer, from);

describe('the recording session', () => {
  it('forgets the earlier audio once a take replaces it, and says it was saved', () => {
    const session = run([
      { type: 'existingAudioLoaded', url: 'blob:earlier' },
      { type: 'listenStarted', listening: 'existing' },
      { type: 'saveStarted' },
      { type: 'saveSucceeded', recording: saved },
    ]);
    expect(session).toMatchObject({
      listening: null,
      saving: false,
      existingAudio: null,
      outcome: { saved },
    });
  });

  it('keeps a failed save until the next try, and a new recording clears what was said', () => {
    const failed = run([
      { type: 'saveStarted' },
      { type: 'saveFailed', error: { message: 'The aligner is busy', status: 503 } },
    ]);
    expect(failed.saveError?.message).toBe('The aligner is busy');
    expect(run([{ type: 'saveStarted' }], failed).saveError).toBeNull();
    const deleted = run([
      { type: 'deleteAsked' },
      { type: 'deleteStarted' },
      { type: 'deleteSucceeded' },
    ]);
    expect(deleted).toMatchObject({ deletion: 'closed', outcome: 'deleted' });
    expect(run([{ type: 'recordStarted' }], deleted).outcome).toBeNull();
  });

  it('asks again after a failed delete, with the reason, and forgets it when asked anew', () => {
    const failed = run([
      { type: 'deleteAsked' },
      { type: 'deleteStarted' },
      { type: 'deleteFailed', message: 'Not allowed' },
    ]);
    expect(failed).toMatchObject({ deletion: 'asking', deleteError: 'Not allowed' });
    const keptThenAsked = run([{ type: 'deleteKept' }, { type: 'deleteAsked' }], failed);
    expect(keptThenAsked).toMatchObject({ deletion: 'asking', deleteError: null });
  });

  it('calls a refusal busy only when the server said when to try again', () => {
    expect(isBusyRefusal({ message: 'x', status: 429, retryAfterSeconds: 4 })).toBe(true);
    expect(isBusyRefusal({ message: 'x', status: 503, retryAfterSeconds: 0 })).toBe(true);
    expect(isBusyRefusal({ message: 'x', status: 503 })).toBe(false);
    expect(isBusyRefusal({ message: 'x', status: 500, retryAfterSeconds: 4 })).toBe(false);
    expect(isBusyRefusal(null)).toBe(false);
  });
});
