import HeadphonesIcon from '@mui/icons-material/Headphones';
import MicIcon from '@mui/icons-material/Mic';
import ReplayIcon from '@mui/icons-material/Replay';
import SaveIcon from '@mui/icons-material/Save';
import StopIcon from '@mui/icons-material/Stop';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RECORDING_SECONDS_MAX } from '../../../contract/limits';
import { RECORDER_COLOURS, RECORDER_SHADOWS } from '../../components/theme';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { formatDuration } from './formatDuration';
import { LevelMeter } from './LevelMeter';
import type { RecorderPhase, Take } from './useRecorder';

const HINTS: Record<RecorderPhase, MessageId> = {
  idle: 'recordings.hint.idle',
  starting: 'recordings.hint.starting',
  recording: 'recordings.hint.recording',
  stopping: 'recordings.hint.idle',
  recorded: 'recordings.hint.recorded',
};

const BIG_BUTTON = {
  borderRadius: '999px',
  minHeight: 72,
  minWidth: 180,
  px: 4,
  fontWeight: 700,
  color: RECORDER_COLOURS.onFill,
} as const;

interface RecorderControlsProps {
  recorder: {
    phase: RecorderPhase;
    take: Take | null;
    elapsedSeconds: number;
    level: number;
  };
  listeningToTake: boolean;
  saving: boolean;
  onRecord(): void;
  onStop(): void;
  onListen(): void;
  onRedo(): void;
  onSave(): void;
}

/**
 * The recorder's big controls: Record / Stop, then Listen back, Redo and Save; the clock with
 * its limit, the level meter and a hint of what to do next.
 */
export function RecorderControls({
  recorder: { phase, take, elapsedSeconds, level },
  listeningToTake,
  saving,
  onRecord,
  onStop,
  onListen,
  onRedo,
  onSave,
}: RecorderControlsProps) {
  const t = useT();
  const recording = phase === 'recording';
  const shownSeconds = phase === 'recorded' && take ? take.seconds : elapsedSeconds;
  const limit = formatDuration(RECORDING_SECONDS_MAX);
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 2,
        px: 2,
        borderRadius: '24px',
        bgcolor: RECORDER_COLOURS.controls[theme.palette.mode],
        border: '1px solid',
        borderColor: RECORDER_COLOURS.border[theme.palette.mode],
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
        {phase === 'recorded' ? (
          <Button
            variant="contained"
            size="large"
            startIcon={listeningToTake ? <StopIcon /> : <HeadphonesIcon />}
            onClick={onListen}
            disabled={saving}
            sx={{
              ...BIG_BUTTON,
              fontSize: 20,
              bgcolor: RECORDER_COLOURS.listen,
              boxShadow: RECORDER_SHADOWS.listen,
              '&:hover': { bgcolor: RECORDER_COLOURS.listenHover },
            }}
          >
            {listeningToTake ? t('recordings.stopListening') : t('recordings.listenBack')}
          </Button>
        ) : (
          <RecordButton phase={phase} onRecord={onRecord} onStop={onStop} />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography
          data-testid="recording-clock"
          sx={{ fontSize: 20, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
        >
          {t('recordings.time', { elapsed: formatDuration(shownSeconds), limit })}
        </Typography>
        <LevelMeter level={recording ? level : 0} label={t('recordings.level')} />
      </Box>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
        {t(HINTS[phase])}
      </Typography>
      {phase === 'recorded' && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<ReplayIcon />}
            onClick={onRedo}
            disabled={saving}
            sx={{ borderRadius: '999px', minHeight: 52, px: 3 }}
          >
            {t('recordings.redo')}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={saving ? <CircularProgress size={20} color="inherit" /> : <SaveIcon />}
            onClick={onSave}
            disabled={saving}
            sx={{ borderRadius: '999px', minHeight: 52, px: 4, fontWeight: 700 }}
          >
            {saving ? t('recordings.saving') : t('recordings.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Record, or Stop while recording; a spinner while the microphone starts or stops. */
function RecordButton({
  phase,
  onRecord,
  onStop,
}: {
  phase: RecorderPhase;
  onRecord(): void;
  onStop(): void;
}) {
  const t = useT();
  const recording = phase === 'recording';
  const busy = phase === 'starting' || phase === 'stopping';
  const Icon = recording ? StopCircleIcon : MicIcon;
  return (
    <Button
      variant="contained"
      size="large"
      onClick={recording ? onStop : onRecord}
      disabled={busy}
      startIcon={
        busy ? (
          <CircularProgress size={26} color="inherit" />
        ) : (
          <Icon sx={{ fontSize: '34px !important' }} />
        )
      }
      sx={{
        ...BIG_BUTTON,
        fontSize: 22,
        bgcolor: recording ? RECORDER_COLOURS.recording : RECORDER_COLOURS.record,
        boxShadow: recording ? RECORDER_SHADOWS.recording : RECORDER_SHADOWS.record,
        '&:hover': {
          bgcolor: recording ? RECORDER_COLOURS.recordingHover : RECORDER_COLOURS.recordHover,
        },
      }}
    >
      {recording ? t('recordings.stop') : t('recordings.record')}
    </Button>
  );
}
