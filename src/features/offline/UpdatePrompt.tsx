import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { applyUpdate, onUpdateReady } from '../../lib/serviceWorker/registration';

/**
 * "A new version is ready." with Reload, once a new version of the app waits. It stays until
 * the family chooses: the app never reloads by itself, so never under a child mid-page.
 */
export default function UpdatePrompt() {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => onUpdateReady(() => setReady(true)), []);
  return (
    <Snackbar
      open={ready}
      message={t('offline.update.ready')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            applyUpdate();
          }}
          sx={{ fontWeight: 700 }}
        >
          {t('common.reload')}
        </Button>
      }
    />
  );
}
