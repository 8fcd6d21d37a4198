import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RECORDING_SECONDS_MAX, RECORDING_SECONDS_MIN } from '../../../contract/limits';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { formatDuration } from './formatDuration';
import { RECORDING_FAILURES } from './recordingsApi';
import { isBusyRefusal, type RecordingSession } from './recordingSession';
import type { RecorderPhase, RecorderProblem, Take } from './useRecorder';

interface RecordingNoticesProps {
  recorder: { phase: RecorderPhase; take: Take | null; problem: RecorderProblem | null };
  session: RecordingSession;
  languageName: string;
  loadError: string | null;
  onRetrySave(): void;
  onRetryLoad: (() => void) | null;
}

/**
 * What the recording mode has to say below its controls: the longest length reached, a
 * microphone problem, how a save went (a busy server asks to try again in a moment), a
 * deletion, and an earlier recording that could not be loaded.
 */
export function RecordingNotices({
  recorder: { phase, take, problem },
  session,
  languageName,
  loadError,
  onRetrySave,
  onRetryLoad,
}: RecordingNoticesProps) {
  const t = useT();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const limitReached =
    phase === 'recorded' && take !== null && take.seconds >= RECORDING_SECONDS_MAX - 0.05;
  const { saveError, outcome } = session;
  const saved = outcome !== null && outcome !== 'deleted' ? outcome.saved : null;
  const retry = (onRetry: () => void, disabled = false) => (
    <Button color="inherit" onClick={onRetry} disabled={disabled}>
      {t('recordings.retry')}
    </Button>
  );
  return (
    <>
      {limitReached && (
        <Alert severity="info">
          {t('recordings.limitReached', { limit: formatDuration(RECORDING_SECONDS_MAX) })}
        </Alert>
      )}
      {problem && (
        <Alert severity="warning">
          {problem === 'tooShort'
            ? t('recordings.problem.tooShort', { seconds: RECORDING_SECONDS_MIN })
            : t(`recordings.problem.${problem}`)}
        </Alert>
      )}
      {saveError && (
        <Alert severity="error" action={retry(onRetrySave, session.saving)}>
          {isBusyRefusal(saveError)
            ? t('recordings.busy')
            : t('recordings.saveFailed', { reason: failureMessage(saveError.message) })}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status">
          {saved.audience === 'everyone'
            ? t('recordings.saved.everyone', { language: languageName })
            : t('recordings.saved.private')}
          {saved.unplacedWords.length > 0 && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {t('recordings.unplaced', {
                words: saved.unplacedWords.map((word) => `“${word}”`).join(', '),
              })}
            </Box>
          )}
        </Alert>
      )}
      {outcome === 'deleted' && (
        <Alert severity="success" role="status">
          {t('recordings.deleted')}
        </Alert>
      )}
      {loadError && (
        <Alert severity="warning" action={onRetryLoad && retry(onRetryLoad)}>
          {t('recordings.loadFailed', { reason: failureMessage(loadError) })}
        </Alert>
      )}
    </>
  );
}
