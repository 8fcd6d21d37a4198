import CloudOffIcon from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';

/**
 * Under the top bar while the browser is offline: a quiet note (not an error: reading goes
 * on), with the way to the stories saved on this device. It goes when the network returns.
 */
export default function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const { pathname } = useLocation();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 0.5,
        px: { xs: 2, sm: 3 },
        py: 1,
        typography: 'body2',
        fontWeight: 500,
        color: 'text.primary',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.2),
        borderBottom: 1,
        borderColor: alpha(theme.palette.primary.main, 0.25),
      })}
    >
      <CloudOffIcon
        sx={(theme) => ({
          fontSize: 22,
          color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.light',
        })}
      />
      <Box component="span" sx={{ flex: '1 1 16em' }}>
        {t('offline.banner')}
      </Box>
      {pathname !== paths.savedStories && (
        <Link component={RouterLink} to={paths.savedStories} sx={{ fontWeight: 700 }}>
          {t('offline.saved.title')}
        </Link>
      )}
    </Box>
  );
}
