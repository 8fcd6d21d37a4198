import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { env } from '../../lib/env';
import { useT } from '../../i18n/useT';

const FooterLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.body2,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { color: theme.palette.text.primary },
}));

export function Footer() {
  const year = new Date().getFullYear();
  const t = useT();
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
        {t('layout.footer.copyright', { year: String(year), brand: env.VITE_APP_TITLE })}
      </Typography>
      <FooterLink to={paths.privacy}>{t('layout.footer.privacy')}</FooterLink>
      <FooterLink to={paths.downloadApp}>{t('layout.footer.getTheApp')}</FooterLink>
    </Box>
  );
}
