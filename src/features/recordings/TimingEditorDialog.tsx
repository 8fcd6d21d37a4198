import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languageNames';
import type { RecordingDetail, RecordingSummary } from '../../../contract/recordings';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog';
import { useTranslator } from '../../i18n/translatorContext';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { forgetNarrations } from '../reader';
import {
  FETCH_RECORDING_FAILED,
  RECORDING_FAILURES,
  SAVE_TIMES_FAILED,
  fetchRecording,
  saveRecordingTimes,
} from './RecordingsListThunks';
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
import { TimingTimeline } from './TimingTimeline';

interface TimingEditorDialogProps {
  recordingId: string;
  onClose(): void;
  /** The recording as the server keeps it after a save (its times now adjusted). */
  onSaved(recording: RecordingSummary): void;
}

/**
 * The timing editor: a recording's words on a timeline, their boundaries moved by pointer or
 * keyboard, listened to, and saved as the times the reader lights the words up at.
 */
export default function TimingEditorDialog({
  recordingId,
  onClose,
  onSaved,
}: TimingEditorDialogProps) {
  const t = useT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const titleId = useId();
  const recording = useThunkLoad(
    () => dispatch(fetchRecording(recordingId)),
    recordingId,
    FETCH_RECORDING_FAILED,
  );
  const [dirty, setDirty] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const requestClose = () => (dirty ? setAskingToClose(true) : onClose());
  const detail = recording.data;

  return (
    <Dialog
      open
      fullScreen={narrow}
      fullWidth
      maxWidth="lg"
      onClose={requestClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('timing.editor.title')}
        {detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {t('timing.editor.subtitle', {
              page: detail.page_no,
              language: LANGUAGE_LABELS[detail.language],
              name: detail.byName,
            })}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('timing.editor.close')}
        onClick={requestClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      {recording.status === 'failed' && recording.error && (
        <DialogContent>
          <ErrorState
            message={failureMessage(recording.error)}
            onRetry={recording.reload}
            retryLabel={t('timing.retry')}
          />
        </DialogContent>
      )}
      {!detail && recording.status === 'loading' && (
        <DialogContent aria-busy="true" aria-label={t('timing.editor.loading')}>
          <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={120} />
        </DialogContent>
      )}
      {detail && (
        <TimingEditor
          key={detail.id}
          recording={detail}
          onDirtyChange={setDirty}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        open={askingToClose}
        title={t('timing.leave.title')}
        confirmLabel={t('timing.leave.discard')}
        cancelLabel={t('timing.leave.stay')}
        destructive
        focus="cancel"
        onConfirm={() => {
          setAskingToClose(false);
          onClose();
        }}
        onCancel={() => setAskingToClose(false)}
      >
        {t('timing.leave.text')}
      </ConfirmDialog>
      <UnsavedChangesDialog when={dirty}>{t('timing.leave.text')}</UnsavedChangesDialog>
    </Dialog>
  );
}

/** The editing itself, once the recording has arrived: its times start as the server's. */
function TimingEditor({
  recording,
  onDirtyChange,
  onSaved,
}: {
  recording: RecordingDetail;
  onDirtyChange(dirty: boolean): void;
  onSaved(recording: RecordingSummary): void;
}) {
  const t = useT();
  const translator = useTranslator();
  const dispatch = useAppDispatch();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const { boundaries, times: recordedTimes } = useMemo(
    () => boundariesOf(recording.words),
    [recording.words],
  );
  const [savedTimes, setSavedTimes] = useState(recordedTimes);
  const [times, setTimes] = useState(recordedTimes);
  const [pixelsPerSecond, setPixelsPerSecond] = useState(DEFAULT_ZOOM);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ saved: true } | { error: string } | null>(null);
  const playback = useTimingPlayback(recording.audioBase64);
  const wordTimes = useMemo(() => wordTimesOf(boundaries, times), [boundaries, times]);
  const durationSeconds = Math.max(recording.durationSeconds, times[times.length - 1] ?? 0);
  const currentWord = wordAt(wordTimes, playback.playhead);
  const dirty = timesChanged(savedTimes, times);
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
    setSaving(true);
    setResult(null);
    const action = await dispatch(
      saveRecordingTimes({
        id: recording.id,
        times: {
          words: wordTimes.map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds })),
        },
      }),
    );
    setSaving(false);
    if (saveRecordingTimes.fulfilled.match(action)) {
      setSavedTimes(times);
      onDirtyChange(false);
      setResult({ saved: true });
      // The reader fetches the page's narration again, so it lights up with the new times.
      forgetNarrations();
      setUnplacedWords(action.payload.unplacedWords);
      onSaved(action.payload);
    } else {
      setResult({ error: failureMessage(action.payload ?? SAVE_TIMES_FAILED) });
    }
  };

  const clock = (seconds: number) =>
    translator.number(seconds, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('timing.editor.help')}
        </Typography>
        {unplaced.size > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('timing.editor.unplaced', {
              count: unplacedWords.length,
              words: unplacedWords.join(', '),
            })}
          </Alert>
        )}
        {!recording.textMatches && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('timing.list.textChanged')}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Button
            variant="contained"
            startIcon={playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
            onClick={() =>
              playback.playing
                ? playback.pause()
                : void playback.play(playback.playhead >= durationSeconds ? 0 : playback.playhead)
            }
          >
            {playback.playing ? t('timing.editor.pause') : t('timing.editor.play')}
          </Button>
          <Typography
            aria-label={t('timing.editor.position')}
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 110, px: 1 }}
          >
            {t('timing.editor.clock', {
              at: clock(playback.playhead),
              total: clock(durationSeconds),
            })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={t('timing.editor.zoomOut')}>
            <span>
              <IconButton
                aria-label={t('timing.editor.zoomOut')}
                disabled={!canZoom(pixelsPerSecond, 'out')}
                onClick={() => setPixelsPerSecond((scale) => zoomed(scale, 'out'))}
              >
                <ZoomOutIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('timing.editor.zoomIn')}>
            <span>
              <IconButton
                aria-label={t('timing.editor.zoomIn')}
                disabled={!canZoom(pixelsPerSecond, 'in')}
                onClick={() => setPixelsPerSecond((scale) => zoomed(scale, 'in'))}
              >
                <ZoomInIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <TimingTimeline
          words={recording.words}
          wordTimes={wordTimes}
          boundaries={boundaries}
          times={times}
          durationSeconds={durationSeconds}
          pixelsPerSecond={pixelsPerSecond}
          playhead={playback.playhead}
          playing={playback.playing}
          currentWord={currentWord}
          unplaced={unplaced}
          lang={LANGUAGE_TAGS[recording.language]}
          onMove={(index, seconds) =>
            change(moveBoundary(boundaries, times, index, seconds, durationSeconds))
          }
          onPlayWord={(index) => {
            const word = wordTimes[index];
            if (word) void playback.play(word.startSeconds, word.endSeconds);
          }}
          onSeek={playback.seek}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('timing.editor.wordHelp')}
        </Typography>
        {result && 'saved' in result && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('timing.editor.saved')}
          </Alert>
        )}
        {result && 'error' in result && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {result.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {dirty && (
          <Typography variant="body2" color="warning.main" sx={{ mr: 'auto' }}>
            {t('timing.editor.unsaved')}
          </Typography>
        )}
        <Button
          startIcon={<RestartAltIcon />}
          disabled={!dirty || saving}
          onClick={() => change(savedTimes)}
        >
          {t('timing.editor.reset')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!dirty || saving}
          onClick={() => void save()}
        >
          {saving ? t('timing.editor.saving') : t('timing.editor.save')}
        </Button>
      </DialogActions>
    </>
  );
}
