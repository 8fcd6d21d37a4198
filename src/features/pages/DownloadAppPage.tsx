import AppleIcon from '@mui/icons-material/Apple';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import ShopIcon from '@mui/icons-material/Shop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export default function DownloadAppPage() {
  const t = useT();
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  const hasStoreLinks = Boolean(env.VITE_APP_STORE_URL || env.VITE_PLAY_STORE_URL);

  return (
    <ScreenIntro
      title={t('pages.download.title')}
      description={t('pages.download.description', { brand: env.VITE_APP_TITLE })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {env.VITE_APP_STORE_URL && (
          <Button variant="contained" startIcon={<AppleIcon />} href={env.VITE_APP_STORE_URL}>
            App Store
          </Button>
        )}
        {env.VITE_PLAY_STORE_URL && (
          <Button variant="contained" startIcon={<ShopIcon />} href={env.VITE_PLAY_STORE_URL}>
            Google Play
          </Button>
        )}
        {installPrompt && (
          <Button
            variant="outlined"
            startIcon={<InstallMobileIcon />}
            onClick={() => void installPrompt.prompt().then(() => setInstallPrompt(null))}
          >
            {t('pages.download.install')}
          </Button>
        )}
      </Stack>
      {!hasStoreLinks && !installPrompt && (
        <Typography color="text.secondary">
          {t('pages.download.addToHomeScreen', { brand: env.VITE_APP_TITLE })}
        </Typography>
      )}
    </ScreenIntro>
  );
}
