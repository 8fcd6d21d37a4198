import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { languageName, languageTag } from '../../../contract/storyLanguages';
import type { RecordingDetail } from '../../../contract/recordings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { FETCH_RECORDING_FAILED, RECORDING_FAILURES, useGetRecordingQuery } from './recordingsApi';
import { TimingTimeline } from './TimingTimeline';
import { TimingToolbar } from './TimingToolbar';
import { useTimingEditor } from './useTimingEditor';

interface TimingEditorDialogProps {
  recordingId: string;
  onClose(): void;
}

/**
 * The timing editor: a recording's words on a timeline, their boundaries moved by pointer or
 * keyboard, listened to, and saved as the times the reader lights the words up at.
 */
export default function TimingEditorDialog({ recordingId, onClose }: TimingEditorDialogProps) {
  const t = useT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const titleId = useId();
  const recording = useGetRecordingQuery(recordingId);
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
              language: languageName(detail.language),
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
      {recording.isError && (
        <DialogContent>
          <ErrorState
            message={failureMessage(messageOf(recording.error, FETCH_RECORDING_FAILED))}
            onRetry={() => void recording.refetch()}
            retryLabel={t('timing.retry')}
          />
        </DialogContent>
      )}
      {recording.isLoading && (
        <DialogContent aria-busy="true" aria-label={t('timing.editor.loading')}>
          <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={120} />
        </DialogContent>
      )}
      {detail && (
        // A fresh answer from the server starts the editing afresh; its own saves do not.
        <TimingEditor
          key={`${detail.id}@${recording.fulfilledTimeStamp}`}
          recording={detail}
          onDirtyChange={setDirty}
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
  recording: opened,
  onDirtyChange,
}: {
  recording: RecordingDetail;
  onDirtyChange(dirty: boolean): void;
}) {
  const t = useT();
  const editor = useTimingEditor(opened, onDirtyChange);
  const { recording, playback, dirty, saving, result } = editor;

  return (
    <>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('timing.editor.help')}
        </Typography>
        {editor.unplaced.size > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('timing.editor.unplaced', {
              count: editor.unplacedWords.length,
              words: editor.unplacedWords.join(', '),
            })}
          </Alert>
        )}
        {!recording.textMatches && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('timing.list.textChanged')}
          </Alert>
        )}
        <TimingToolbar
          playing={playback.playing}
          playhead={playback.playhead}
          durationSeconds={editor.durationSeconds}
          onTogglePlay={editor.togglePlay}
          canZoom={editor.canZoom}
          onZoom={editor.zoom}
        />
        <TimingTimeline
          words={recording.words}
          wordTimes={editor.wordTimes}
          boundaries={editor.boundaries}
          times={editor.times}
          durationSeconds={editor.durationSeconds}
          pixelsPerSecond={editor.pixelsPerSecond}
          playhead={playback.playhead}
          playing={playback.playing}
          currentWord={editor.currentWord}
          unplaced={editor.unplaced}
          lang={languageTag(recording.language)}
          onMove={editor.move}
          onPlayWord={editor.playWord}
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
        <Button startIcon={<RestartAltIcon />} disabled={!dirty || saving} onClick={editor.reset}>
          {t('timing.editor.reset')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!dirty || saving}
          onClick={editor.save}
        >
          {saving ? t('timing.editor.saving') : t('timing.editor.save')}
        </Button>
      </DialogActions>
    </>
  );
}
