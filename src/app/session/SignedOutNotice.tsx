import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import type { DeviceAfterSignOut } from './clearDevice';
import { onSignedOut, signedOutNoticeSeen } from './signedOutNotice';

/**
 * After signing out, says what left the device (the account's recordings and progress) and
 * what stays for whoever uses it next (public stories saved for offline).
 */
export default function SignedOutNotice() {
  const t = useT();
  const [left, setLeft] = useState<DeviceAfterSignOut | null>(null);
  useEffect(() => onSignedOut(setLeft), []);
  return (
    <Snackbar
      open={left !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={15_000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') signedOutNoticeSeen();
      }}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={signedOutNoticeSeen}
        closeText={t('auth.signedOut.close')}
        sx={{ maxWidth: 560 }}
      >
        {t('auth.signedOut.removed')}
        {left && left.storiesStaying > 0 && (
          <> {t('auth.signedOut.storiesStay', { count: left.storiesStaying })}</>
        )}
        {left && left.unsentRemoved > 0 && (
          <> {t('auth.signedOut.unsentRemoved', { count: left.unsentRemoved })}</>
        )}
      </Alert>
    </Snackbar>
  );
}
