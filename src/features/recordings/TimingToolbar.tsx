import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

interface TimingToolbarProps {
  playing: boolean;
  playhead: number;
  durationSeconds: number;
  onTogglePlay(): void;
  canZoom(direction: 'in' | 'out'): boolean;
  onZoom(direction: 'in' | 'out'): void;
}

/** Above the timeline: Play / Pause, where the playhead is of how long, and the zoom. */
export function TimingToolbar({
  playing,
  playhead,
  durationSeconds,
  onTogglePlay,
  canZoom,
  onZoom,
}: TimingToolbarProps) {
  const t = useT();
  const translator = useTranslator();
  const clock = (seconds: number) =>
    translator.number(seconds, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const zoomButton = (direction: 'in' | 'out') => {
    const label = direction === 'in' ? t('timing.editor.zoomIn') : t('timing.editor.zoomOut');
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            disabled={!canZoom(direction)}
            onClick={() => onZoom(direction)}
          >
            {direction === 'in' ? <ZoomInIcon /> : <ZoomOutIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <Button
        variant="contained"
        startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
        onClick={onTogglePlay}
      >
        {playing ? t('timing.editor.pause') : t('timing.editor.play')}
      </Button>
      <Typography
        aria-label={t('timing.editor.position')}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 110, px: 1 }}
      >
        {t('timing.editor.clock', { at: clock(playhead), total: clock(durationSeconds) })}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      {zoomButton('out')}
      {zoomButton('in')}
    </Stack>
  );
}
