import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';

interface AuthCardProps {
  title: string;
  subtitle: string;
  error?: string | null;
  success?: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the login, sign-up and forgot-password forms. */
export function AuthCard(props: AuthCardProps) {
  const { title, subtitle, error, success, submitLabel, busy, onSubmit, children, footer } = props;
  const t = useT();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // These screens stand outside the layout, so the card's page is the main landmark itself.
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          theme.palette.mode === 'light'
            ? 'linear-gradient(160deg, #e8f4fd 0%, #fef6e4 55%, #e9f9ef 100%)'
            : theme.palette.background.default,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box
            component={RouterLink}
            to={paths.root}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', mb: 2 }}
          >
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
            <Typography
              variant="h6"
              component="span"
              sx={{ color: 'primary.main', fontWeight: 800 }}
            >
              {env.VITE_APP_TITLE}
            </Typography>
          </Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {success && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {success}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
            {children}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? t('auth.pleaseWait') : submitLabel}
            </Button>
          </Box>
          <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'center' }}>{footer}</Box>
        </CardContent>
      </Card>
    </Box>
  );
}
