import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import Chip from '@mui/material/Chip';
import { useAppSelector } from '../../app/hooks';
import { RECORDER_COLOURS } from '../../components/theme';
import { useT } from '../../i18n/useT';

/** "Read by Asha": shown while the page's narration is a person's recording. */
export function ReadByLabel() {
  const t = useT();
  const voice = useAppSelector((state) => state.narration.voice);
  if (!voice) return null;
  return (
    <Chip
      icon={<RecordVoiceOverIcon />}
      label={t('recordings.readBy', { name: voice.byName })}
      data-testid="read-by"
      sx={(theme) => ({
        mb: 1.5,
        fontWeight: 600,
        bgcolor: RECORDER_COLOURS.readBy[theme.palette.mode].fill,
        color: RECORDER_COLOURS.readBy[theme.palette.mode].text,
        '& .MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}
