import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/useT';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The fallback of lazily loaded screens (a drawn spinner: CircularProgress would weigh on
 * the first screen, which shows this while the list's screen loads). */
export function LoadingScreen() {
  const t = useT();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: 3,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${turn} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      <Typography>{t('common.loading')}</Typography>
    </Box>
  );
}
