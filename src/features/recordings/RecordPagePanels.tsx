import { languageTag, type StoryLanguage } from '../../../contract/storyLanguages';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import LockIcon from '@mui/icons-material/Lock';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { RecordingSummary } from '../../../contract/recordings';
import { RECORDER_COLOURS } from '../../components/theme';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { formatDuration } from './formatDuration';

// The looks of the recording mode's parts around its controls: its title, who will hear the
// recording, the page's words, and the caller's earlier recording of the page.

export function RecordDialogHeading({
  titleId,
  page_no,
  languageName,
  onClose,
}: {
  titleId: string;
  page_no: number;
  languageName: string;
  onClose(): void;
}) {
  const t = useT();
  return (
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
          color: RECORDER_COLOURS.onFill,
          bgcolor: RECORDER_COLOURS.record,
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
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}

/** Who will hear the recording: everyone in that language (an administrator's), or the caller. */
export function AudienceNote({
  isAdmin,
  languageName,
}: {
  isAdmin: boolean;
  languageName: string;
}) {
  const t = useT();
  const Icon = isAdmin ? GroupsIcon : LockIcon;
  return (
    <Box
      data-testid="audience"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderRadius: '16px',
        bgcolor: RECORDER_COLOURS.panel[theme.palette.mode],
        color: 'text.primary',
      })}
    >
      <Icon sx={{ color: RECORDER_COLOURS.audienceIcon }} />
      <Typography>
        {isAdmin
          ? t('recordings.audience.everyone', { language: languageName })
          : t('recordings.audience.private')}
      </Typography>
    </Box>
  );
}

/** The page's words to read aloud, large, in their language's script. */
export function PageWords({ text, language }: { text: string; language: StoryLanguage }) {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('recordings.pageText')}
      sx={(theme) => ({
        p: { xs: 2, sm: 3 },
        borderRadius: '20px',
        borderColor: RECORDER_COLOURS.border[theme.palette.mode],
        maxHeight: { xs: 'none', sm: 260 },
        overflowY: 'auto',
      })}
    >
      <Typography
        lang={languageTag(language)}
        data-testid="recording-text"
        sx={{ fontSize: { xs: 22, sm: 26 }, lineHeight: 1.6, whiteSpace: 'pre-wrap' }}
      >
        {text}
      </Typography>
    </Paper>
  );
}

/** The caller's earlier recording of the page: how long, when, and Listen / Delete. */
export function ExistingRecording({
  recording,
  listening,
  disabled,
  onListen,
  onDelete,
}: {
  recording: RecordingSummary;
  listening: boolean;
  disabled: boolean;
  onListen(): void;
  onDelete(): void;
}) {
  const t = useT();
  const translator = useTranslator();
  return (
    <Box
      data-testid="existing-recording"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: '16px',
        border: '1px dashed',
        borderColor: RECORDER_COLOURS.dashedBorder[theme.palette.mode],
      })}
    >
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('recordings.existing.heading')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('recordings.existing.details', {
            duration: formatDuration(recording.durationSeconds),
            date: translator.date(new Date(recording.updatedAt), { day: 'numeric', month: 'long' }),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('recordings.existing.replace')}
        </Typography>
        {!recording.textMatches && (
          <Typography variant="body2" sx={{ color: 'warning.main', mt: 0.5 }}>
            {t('recordings.existing.textChanged')}
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        startIcon={listening ? <StopIcon /> : <HeadphonesIcon />}
        onClick={onListen}
        disabled={disabled}
        sx={{ borderRadius: '999px' }}
      >
        {listening ? t('recordings.stopListening') : t('recordings.existing.listen')}
      </Button>
      <Button
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={onDelete}
        disabled={disabled}
        sx={{ borderRadius: '999px' }}
      >
        {t('recordings.existing.delete')}
      </Button>
    </Box>
  );
}
