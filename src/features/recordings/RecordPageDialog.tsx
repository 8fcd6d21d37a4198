import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import LockIcon from '@mui/icons-material/Lock';
import MicIcon from '@mui/icons-material/Mic';
import ReplayIcon from '@mui/icons-material/Replay';
import SaveIcon from '@mui/icons-material/Save';
import StopIcon from '@mui/icons-material/Stop';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languageNames';
import type { Language } from '../../../contract/languages';
import { RECORDING_SECONDS_MAX, RECORDING_SECONDS_MIN } from '../../../contract/limits';
import type { RecordingSummary } from '../../../contract/recordings';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { useT } from '../../i18n/useT';
import { useTranslator } from '../../i18n/translatorContext';
import { selectIsAdmin } from '../auth';
import { audioUrlFromBase64 } from '../../lib/audioUrl';
import { formatDuration } from './formatDuration';
import { LevelMeter } from './LevelMeter';
import {
  loadMyRecording,
  loadRecordingAudio,
  removeRecording,
  saveRecording,
} from './recordingThunks';
import { useRecorder } from './useRecorder';

export interface RecordPageDialogProps {
  open: boolean;
  onClose: () => void;
  storyId: string;
  page_no: number;
  language: Language;
  /** The page's words in that language, as the reader shows them. */
  text: string;
}

const RECORD_RED = '#e5573f';
const LISTEN_BLUE = '#2f6fb0';
const WARM_PANEL = { light: '#fff6e6', dark: '#2a3f52' };

/**
 * The recording mode of a page: its words to read, big Record / Stop / Listen back / Redo /
 * Save controls, a level meter and the clock with its limit. Nothing leaves the device
 * until Save. It tells who will hear the recording, and shows the caller's earlier
 * recording of the page (listen, replace, delete).
 */
export default function RecordPageDialog({
  open,
  onClose,
  storyId,
  page_no,
  language,
  text,
}: RecordPageDialogProps) {
  const t = useT();
  const translator = useTranslator();
  const friendly = useFriendlyMessage();
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const isAdmin = useAppSelector(selectIsAdmin);
  const titleId = useId();
  const recorder = useRecorder();
  const languageName = LANGUAGE_LABELS[language];
  const place = { storyId, page_no, language };

  const [existing, setExisting] = useState<RecordingSummary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<RecordingSummary | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [listening, setListening] = useState<'take' | 'existing' | null>(null);
  const [existingAudio, setExistingAudio] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    let current = true;
    dispatch(loadMyRecording({ storyId, page_no, language }))
      .unwrap()
      .then(
        (recording) => current && setExisting(recording),
        (reason: string) => current && setLoadError(reason),
      );
    return () => {
      current = false;
    };
  }, [dispatch, storyId, page_no, language]);

  // The earlier recording's audio is released when it is replaced, deleted or the mode closes.
  useEffect(
    () => () => {
      if (existingAudio) URL.revokeObjectURL(existingAudio);
    },
    [existingAudio],
  );

  const stopListening = () => {
    audioRef.current?.pause();
    setListening(null);
  };

  const play = (url: string, which: 'take' | 'existing') => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.src = url;
    audio.currentTime = 0;
    setListening(which);
    audio.play().catch(() => setListening(null));
  };

  const listenToTake = () => {
    if (listening === 'take') return stopListening();
    if (recorder.take) play(recorder.take.url, 'take');
  };

  const listenToExisting = async () => {
    if (listening === 'existing') return stopListening();
    if (!existing) return;
    try {
      const url =
        existingAudio ??
        audioUrlFromBase64(await dispatch(loadRecordingAudio(existing.id)).unwrap());
      setExistingAudio(url);
      play(url, 'existing');
    } catch (reason) {
      setLoadError(String(reason));
    }
  };

  const record = () => {
    stopListening();
    setSaved(null);
    setSaveError(null);
    setDeleted(false);
    void recorder.start();
  };

  const save = async () => {
    if (!recorder.take) return;
    stopListening();
    setSaving(true);
    setSaveError(null);
    try {
      const summary = await dispatch(saveRecording({ ...place, wav: recorder.take.wav })).unwrap();
      setSaved(summary);
      setExisting(summary);
      setExistingAudio(null);
      recorder.redo();
    } catch (reason) {
      // The take stays, so Retry sends the same recording again.
      setSaveError(String(reason));
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!existing) return;
    stopListening();
    setDeleting(true);
    setDeleteError(null);
    try {
      await dispatch(removeRecording({ ...place, id: existing.id })).unwrap();
      setExisting(null);
      setExistingAudio(null);
      setSaved(null);
      setDeleted(true);
      setConfirmingDelete(false);
    } catch (reason) {
      setDeleteError(String(reason));
    } finally {
      setDeleting(false);
    }
  };

  const close = () => {
    stopListening();
    onClose();
  };

  // The reader behind turns pages with the arrow keys; not while recording a page.
  const keepArrowKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
  };

  const { phase, take, problem } = recorder;
  const recording = phase === 'recording';
  const busy = phase === 'starting' || phase === 'stopping';
  const limitReached =
    phase === 'recorded' && take !== null && take.seconds >= RECORDING_SECONDS_MAX - 0.05;
  const limit = formatDuration(RECORDING_SECONDS_MAX);
  const shownSeconds = phase === 'recorded' && take ? take.seconds : recorder.elapsedSeconds;
  const hint =
    phase === 'starting'
      ? t('recordings.hint.starting')
      : recording
        ? t('recordings.hint.recording')
        : phase === 'recorded'
          ? t('recordings.hint.recorded')
          : t('recordings.hint.idle');
  const problemText =
    problem === 'tooShort'
      ? t('recordings.problem.tooShort', { seconds: RECORDING_SECONDS_MIN })
      : problem
        ? t(`recordings.problem.${problem}`)
        : null;
  const light = theme.palette.mode === 'light';

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={narrow}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onKeyDown={keepArrowKeys}
      slotProps={{ paper: { sx: { borderRadius: narrow ? 0 : '28px' } } }}
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7, pb: 1 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            bgcolor: RECORD_RED,
          }}
        >
          <MicIcon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t('recordings.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('recordings.pageIn', { page: page_no, language: languageName })}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('recordings.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>

      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3 }}>
        <Box
          data-testid="audience"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.25,
            borderRadius: '16px',
            bgcolor: light ? WARM_PANEL.light : WARM_PANEL.dark,
            color: 'text.primary',
          }}
        >
          {isAdmin ? (
            <GroupsIcon sx={{ color: '#d9822b' }} />
          ) : (
            <LockIcon sx={{ color: '#d9822b' }} />
          )}
          <Typography>
            {isAdmin
              ? t('recordings.audience.everyone', { language: languageName })
              : t('recordings.audience.private')}
          </Typography>
        </Box>

        <Paper
          variant="outlined"
          component="section"
          aria-label={t('recordings.pageText')}
          sx={{
            p: { xs: 2, sm: 3 },
            borderRadius: '20px',
            borderColor: light ? '#f0dcb4' : alpha('#ffffff', 0.12),
            maxHeight: { xs: 'none', sm: 260 },
            overflowY: 'auto',
          }}
        >
          <Typography
            lang={LANGUAGE_TAGS[language]}
            data-testid="recording-text"
            sx={{ fontSize: { xs: 22, sm: 26 }, lineHeight: 1.6, whiteSpace: 'pre-wrap' }}
          >
            {text}
          </Typography>
        </Paper>

        {existing && (
          <Box
            data-testid="existing-recording"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              p: 2,
              borderRadius: '16px',
              border: '1px dashed',
              borderColor: light ? '#e7c88f' : alpha('#ffffff', 0.2),
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700 }}>{t('recordings.existing.heading')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('recordings.existing.details', {
                  duration: formatDuration(existing.durationSeconds),
                  date: translator.date(new Date(existing.updatedAt), {
                    day: 'numeric',
                    month: 'long',
                  }),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('recordings.existing.replace')}
              </Typography>
              {!existing.textMatches && (
                <Typography variant="body2" sx={{ color: 'warning.main', mt: 0.5 }}>
                  {t('recordings.existing.textChanged')}
                </Typography>
              )}
            </Box>
            <Button
              variant="outlined"
              startIcon={listening === 'existing' ? <StopIcon /> : <HeadphonesIcon />}
              onClick={() => void listenToExisting()}
              disabled={recording || busy}
              sx={{ borderRadius: '999px' }}
            >
              {listening === 'existing'
                ? t('recordings.stopListening')
                : t('recordings.existing.listen')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirmingDelete(true)}
              disabled={recording || busy}
              sx={{ borderRadius: '999px' }}
            >
              {t('recordings.existing.delete')}
            </Button>
          </Box>
        )}

        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1.5,
            py: 2,
            px: 2,
            borderRadius: '24px',
            bgcolor: light ? '#fffdf7' : alpha('#ffffff', 0.04),
            border: '1px solid',
            borderColor: light ? '#f0dcb4' : alpha('#ffffff', 0.12),
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
            {phase === 'recorded' ? (
              <Button
                variant="contained"
                size="large"
                startIcon={listening === 'take' ? <StopIcon /> : <HeadphonesIcon />}
                onClick={listenToTake}
                disabled={saving}
                sx={{
                  borderRadius: '999px',
                  minHeight: 72,
                  minWidth: 180,
                  px: 4,
                  fontSize: 20,
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: LISTEN_BLUE,
                  boxShadow: '0 8px 18px -8px rgba(47, 111, 176, 0.8)',
                  '&:hover': { bgcolor: '#255a90' },
                }}
              >
                {listening === 'take' ? t('recordings.stopListening') : t('recordings.listenBack')}
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                onClick={recording ? () => void recorder.stop() : record}
                disabled={busy}
                startIcon={
                  busy ? (
                    <CircularProgress size={26} color="inherit" />
                  ) : recording ? (
                    <StopCircleIcon sx={{ fontSize: '34px !important' }} />
                  ) : (
                    <MicIcon sx={{ fontSize: '34px !important' }} />
                  )
                }
                sx={{
                  borderRadius: '999px',
                  minHeight: 72,
                  minWidth: 180,
                  px: 4,
                  fontSize: 22,
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: recording ? '#b8361f' : RECORD_RED,
                  boxShadow: recording
                    ? `0 0 0 8px ${alpha(RECORD_RED, 0.22)}`
                    : '0 8px 18px -8px rgba(229, 87, 63, 0.8)',
                  '&:hover': { bgcolor: recording ? '#9c2d19' : '#cf4a33' },
                }}
              >
                {recording ? t('recordings.stop') : t('recordings.record')}
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography
              data-testid="recording-clock"
              sx={{ fontSize: 20, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {t('recordings.time', { elapsed: formatDuration(shownSeconds), limit })}
            </Typography>
            <LevelMeter level={recording ? recorder.level : 0} label={t('recordings.level')} />
          </Box>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
            {hint}
          </Typography>
          {phase === 'recorded' && (
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button
                variant="outlined"
                size="large"
                startIcon={<ReplayIcon />}
                onClick={() => {
                  stopListening();
                  setSaveError(null);
                  recorder.redo();
                }}
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
                onClick={() => void save()}
                disabled={saving}
                sx={{ borderRadius: '999px', minHeight: 52, px: 4, fontWeight: 700 }}
              >
                {saving ? t('recordings.saving') : t('recordings.save')}
              </Button>
            </Box>
          )}
        </Box>

        {limitReached && <Alert severity="info">{t('recordings.limitReached', { limit })}</Alert>}
        {problemText && <Alert severity="warning">{problemText}</Alert>}
        {saveError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void save()} disabled={saving}>
                {t('recordings.retry')}
              </Button>
            }
          >
            {t('recordings.saveFailed', { reason: friendly(saveError) })}
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
        {deleted && (
          <Alert severity="success" role="status">
            {t('recordings.deleted')}
          </Alert>
        )}
        {loadError && (
          <Alert severity="warning">
            {t('recordings.loadFailed', { reason: friendly(loadError) })}
          </Alert>
        )}
      </DialogContent>

      <audio ref={audioRef} hidden data-testid="listen-audio" onEnded={() => setListening(null)} />

      <Dialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)}>
        <DialogTitle>{t('recordings.delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {existing?.audience === 'everyone'
              ? t('recordings.delete.everyone', { language: languageName })
              : t('recordings.delete.private')}
          </DialogContentText>
          {deleteError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('recordings.deleteFailed', { reason: friendly(deleteError) })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)}>{t('recordings.delete.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmDelete()}
            disabled={deleting}
          >
            {t('recordings.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
