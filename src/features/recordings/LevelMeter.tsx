import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

const BARS = 12;

/** A row of rounded bars that light up with the voice's loudness (0 to 1). */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const lit = Math.round(level * BARS);
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      data-testid="level-meter"
      sx={{ display: 'flex', alignItems: 'flex-end', gap: '5px', height: 40 }}
    >
      {Array.from({ length: BARS }, (_, i) => (
        <Box
          key={i}
          sx={(theme) => ({
            width: 10,
            height: `${30 + (i / (BARS - 1)) * 70}%`,
            borderRadius: '6px',
            transition: 'background-color 80ms linear',
            bgcolor:
              i < lit
                ? i >= BARS - 2
                  ? '#f08a4b'
                  : theme.palette.secondary.main
                : alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.1 : 0.18),
          })}
        />
      ))}
    </Box>
  );
}
