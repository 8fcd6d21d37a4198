import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { env } from '../../lib/env';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 3,
        px: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">
        © {year} {env.VITE_APP_TITLE}. All rights reserved.
      </Typography>
      <Link component={RouterLink} to={paths.privacy} variant="body2" color="inherit">
        Privacy
      </Link>
      <Link component={RouterLink} to={paths.downloadApp} variant="body2" color="inherit">
        Get the app
      </Link>
    </Box>
  );
}
