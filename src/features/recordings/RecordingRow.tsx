import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { languageName, languageTag } from '../../../contract/storyLanguages';
import type { RecordingSummary } from '../../../contract/recordings';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

interface RecordingRowProps {
  recording: RecordingSummary;
  playing: boolean;
  loadingAudio: boolean;
  onTogglePlay(): void;
  onAdjustTiming(): void;
  onDelete(): void;
}

/**
 * One recorded page in the editor's list: Play / Pause, which page and language, who recorded
 * it and how long it is, for whom, and what needs attention (changed text, unplaced words).
 */
export function RecordingRow({
  recording,
  playing,
  loadingAudio,
  onTogglePlay,
  onAdjustTiming,
  onDelete,
}: RecordingRowProps) {
  const t = useT();
  const translator = useTranslator();
  const language = languageName(recording.language);
  const where = { page: recording.page_no, language };
  const forEveryone = recording.audience === 'everyone';
  const seconds = translator.number(recording.durationSeconds, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('timing.list.row', where)}
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Tooltip title={playing ? t('timing.list.pause') : t('timing.list.play')}>
          <span>
            <IconButton
              color="primary"
              aria-label={
                playing ? t('timing.list.pauseRow', where) : t('timing.list.playRow', where)
              }
              aria-pressed={playing}
              disabled={loadingAudio}
              onClick={onTogglePlay}
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
            <span lang={languageTag(recording.language)}>{language}</span>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('timing.list.byAndLength', {
              name: recording.byName,
              duration: t('timing.seconds', { seconds }),
            })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={forEveryone ? 'primary' : 'default'}
            variant={forEveryone ? 'filled' : 'outlined'}
            label={forEveryone ? t('timing.audience.everyone') : t('timing.audience.private')}
          />
          {recording.timesAdjusted && (
            <Chip size="small" variant="outlined" label={t('timing.list.adjusted')} />
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {forEveryone && (
            <Button
              variant="outlined"
              size="small"
              onClick={onAdjustTiming}
              aria-label={t('timing.list.adjustRow', where)}
            >
              {t('timing.list.adjust')}
            </Button>
          )}
          <Tooltip title={t('timing.list.delete')}>
            <IconButton aria-label={t('timing.list.deleteRow', where)} onClick={onDelete}>
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
}
