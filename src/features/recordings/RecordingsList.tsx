import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import MicIcon from '@mui/icons-material/MicNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { languageName } from '../../../contract/storyLanguages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';
import { RecordingRow } from './RecordingRow';
import { useRecordingsList } from './useRecordingsList';

// The timing editor (timeline, pointer and audio handling) loads when it is first opened.
const TimingEditorDialog = lazy(() => import('./TimingEditorDialog'));

/**
 * The story editor's "Recordings" section: every recorded page of the story the administrator
 * may hear, to listen to, delete, or open in the timing editor.
 */
export default function RecordingsList({ storyId }: { storyId: string }) {
  const t = useT();
  const list = useRecordingsList(storyId);
  const { recordings, player, notice, deleting } = list;

  return (
    <Box component="section" aria-labelledby="recordings-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <GraphicEqIcon color="primary" />
        <Typography id="recordings-heading" variant="h5" component="h2">
          {t('timing.list.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('timing.list.intro')}
      </Typography>

      {notice && (
        <Alert severity={notice.severity} onClose={list.dismissNotice} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {player.error && (
        <Alert severity="error" onClose={player.clearError} sx={{ mb: 2 }}>
          {list.failureMessage(player.error)}
        </Alert>
      )}
      {list.loadError && (
        <ErrorState
          message={list.failureMessage(list.loadError)}
          onRetry={list.retry}
          retryLabel={t('timing.retry')}
        />
      )}
      {list.loading && (
        <Box aria-busy="true" aria-label={t('timing.list.loading')}>
          <Skeleton variant="rounded" height={88} sx={{ mb: 1.5 }} />
          <Skeleton variant="rounded" height={88} />
        </Box>
      )}
      {recordings?.length === 0 && <NoRecordingsYet />}
      {recordings && recordings.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {recordings.map((recording) => (
            <RecordingRow
              key={recording.id}
              recording={recording}
              playing={player.playingId === recording.id}
              loadingAudio={player.loadingId === recording.id}
              onTogglePlay={() => void player.toggle(recording.id)}
              onAdjustTiming={() => list.openTiming(recording.id)}
              onDelete={() => list.askToDelete(recording)}
            />
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t('timing.delete.title')}
        confirmLabel={t('timing.delete.confirm')}
        destructive
        focus="cancel"
        onConfirm={list.confirmDelete}
        onCancel={list.cancelDelete}
      >
        {deleting &&
          t('timing.delete.text', {
            page: deleting.recording.page_no,
            language: languageName(deleting.recording.language),
            name: deleting.recording.byName,
          })}
      </ConfirmDialog>

      {list.timing && (
        <Suspense
          fallback={
            <Dialog open aria-label={t('timing.editor.title')}>
              <LoadingScreen />
            </Dialog>
          }
        >
          <TimingEditorDialog recordingId={list.timing} onClose={list.closeTiming} />
        </Suspense>
      )}
    </Box>
  );
}

/** No page recorded yet: how to record one. */
function NoRecordingsYet() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
      <MicIcon color="action" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="p">
        {t('timing.list.empty')}
      </Typography>
      <Typography color="text.secondary">
        <Message id="timing.list.emptyHow" values={{ b: (parts) => <b>{parts}</b> }} />
      </Typography>
    </Paper>
  );
}
