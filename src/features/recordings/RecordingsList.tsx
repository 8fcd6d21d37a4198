import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import MicIcon from '@mui/icons-material/MicNone';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languageNames';
import type { RecordingSummary } from '../../../contract/recordings';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Message } from '../../i18n/Message';
import { useTranslator } from '../../i18n/translatorContext';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { forgetNarrations } from '../reader';
import { useRecordingsListPlayer } from './RecordingsListPlayer';
import {
  DELETE_RECORDING_FAILED,
  FETCH_RECORDINGS_FAILED,
  RECORDING_FAILURES,
  fetchRecordings,
  removeRecording,
} from './RecordingsListThunks';

// The timing editor (timeline, pointer and audio handling) loads when it is first opened.
const TimingEditorDialog = lazy(() => import('./TimingEditorDialog'));

const byPageThenLanguage = (a: RecordingSummary, b: RecordingSummary) =>
  a.page_no - b.page_no || a.language.localeCompare(b.language);

/**
 * The story editor's "Recordings" section: every recorded page of the story the administrator
 * may hear, to listen to, delete, or open in the timing editor.
 */
export default function RecordingsList({ storyId }: { storyId: string }) {
  const t = useT();
  const translator = useTranslator();
  const dispatch = useAppDispatch();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  const list = useThunkLoad(
    () => dispatch(fetchRecordings(storyId)),
    storyId,
    FETCH_RECORDINGS_FAILED,
  );
  const player = useRecordingsListPlayer();
  const [deleting, setDeleting] = useState<{ recording: RecordingSummary; open: boolean } | null>(
    null,
  );
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const [timing, setTiming] = useState<string | null>(null);
  const recordings = useMemo(() => list.data?.slice().sort(byPageThenLanguage), [list.data]);

  const seconds = (value: number) =>
    t('timing.seconds', {
      seconds: translator.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    const { recording } = deleting;
    setDeleting({ recording, open: false });
    const action = await dispatch(removeRecording(recording.id));
    if (removeRecording.fulfilled.match(action)) {
      player.forget(recording.id);
      // The reader asks again, so it falls back to eSpeak (or another voice) for that page.
      forgetNarrations();
      list.update((rows) => rows.filter((row) => row.id !== recording.id));
      setNotice({ severity: 'success', text: t('timing.list.deleted') });
    } else {
      setNotice({
        severity: 'error',
        text: failureMessage(action.payload ?? DELETE_RECORDING_FAILED),
      });
    }
  };

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
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {player.error && (
        <Alert severity="error" onClose={player.clearError} sx={{ mb: 2 }}>
          {failureMessage(player.error)}
        </Alert>
      )}
      {list.status === 'failed' && list.error && (
        <ErrorState
          message={failureMessage(list.error)}
          onRetry={list.reload}
          retryLabel={t('timing.retry')}
        />
      )}
      {!recordings && list.status === 'loading' && (
        <Box aria-busy="true" aria-label={t('timing.list.loading')}>
          <Skeleton variant="rounded" height={88} sx={{ mb: 1.5 }} />
          <Skeleton variant="rounded" height={88} />
        </Box>
      )}
      {recordings?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
          <MicIcon color="action" sx={{ fontSize: 40 }} />
          <Typography variant="h6" component="p">
            {t('timing.list.empty')}
          </Typography>
          <Typography color="text.secondary">
            <Message id="timing.list.emptyHow" values={{ b: (parts) => <b>{parts}</b> }} />
          </Typography>
        </Paper>
      )}
      {recordings && recordings.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {recordings.map((recording) => {
            const language = LANGUAGE_LABELS[recording.language];
            const where = { page: recording.page_no, language };
            const playing = player.playingId === recording.id;
            const loadingAudio = player.loadingId === recording.id;
            return (
              <Paper
                key={recording.id}
                component="li"
                variant="outlined"
                aria-label={t('timing.list.row', where)}
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1.5,
                  }}
                >
                  <Tooltip title={playing ? t('timing.list.pause') : t('timing.list.play')}>
                    <span>
                      <IconButton
                        color="primary"
                        aria-label={
                          playing
                            ? t('timing.list.pauseRow', where)
                            : t('timing.list.playRow', where)
                        }
                        aria-pressed={playing}
                        disabled={loadingAudio}
                        onClick={() => void player.toggle(recording.id)}
                        sx={{ border: 1, borderColor: 'divider' }}
                      >
                        {playing ? <PauseIcon /> : <PlayArrowIcon />}
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t('timing.list.page', { page: recording.page_no })}
                      {' · '}
                      <span lang={LANGUAGE_TAGS[recording.language]}>{language}</span>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('timing.list.byAndLength', {
                        name: recording.byName,
                        duration: seconds(recording.durationSeconds),
                      })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      color={recording.audience === 'everyone' ? 'primary' : 'default'}
                      variant={recording.audience === 'everyone' ? 'filled' : 'outlined'}
                      label={
                        recording.audience === 'everyone'
                          ? t('timing.audience.everyone')
                          : t('timing.audience.private')
                      }
                    />
                    {recording.timesAdjusted && (
                      <Chip size="small" variant="outlined" label={t('timing.list.adjusted')} />
                    )}
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
                    {recording.audience === 'everyone' && (
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={() => {
                          player.pause();
                          setTiming(recording.id);
                        }}
                        aria-label={t('timing.list.adjustRow', where)}
                      >
                        {t('timing.list.adjust')}
                      </Button>
                    )}
                    <Tooltip title={t('timing.list.delete')}>
                      <IconButton
                        aria-label={t('timing.list.deleteRow', where)}
                        onClick={() => setDeleting({ recording, open: true })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Box>
                {!recording.textMatches && (
                  <Alert severity="warning" sx={{ mt: 1.5 }}>
                    {t('timing.list.textChanged')}
                  </Alert>
                )}
                {recording.unplacedWords.length > 0 && (
                  <Alert severity="info" sx={{ mt: 1.5 }}>
                    {t('timing.list.unplaced', {
                      count: recording.unplacedWords.length,
                      words: recording.unplacedWords.join(', '),
                    })}
                  </Alert>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}

      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t('timing.delete.title')}
        confirmLabel={t('timing.delete.confirm')}
        destructive
        focus="cancel"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting((current) => current && { ...current, open: false })}
      >
        {deleting &&
          t('timing.delete.text', {
            page: deleting.recording.page_no,
            language: LANGUAGE_LABELS[deleting.recording.language],
            name: deleting.recording.byName,
          })}
      </ConfirmDialog>

      {timing && (
        <Suspense
          fallback={
            <Dialog open aria-label={t('timing.editor.title')}>
              <LoadingScreen />
            </Dialog>
          }
        >
          <TimingEditorDialog
            recordingId={timing}
            onClose={() => setTiming(null)}
            onSaved={(saved) =>
              list.update((rows) => rows.map((row) => (row.id === saved.id ? saved : row)))
            }
          />
        </Suspense>
      )}
    </Box>
  );
}
