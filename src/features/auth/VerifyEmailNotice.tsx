import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { AUTH_FAILURES } from '../../i18n/authFailures';
import { selectUser } from './selectors';
import { checkEmailVerified, sendVerificationEmail } from './verificationThunks';

type Outcome = { kind: 'sent' } | { kind: 'notYet' } | { kind: 'failed'; message: string };

/**
 * Asks a signed-in user whose address is not verified yet to open the link sent to it, on
 * every signed-in screen until they have: only verified addresses are kept by the backend
 * (they are how an administrator finds an account). Either button is also the retry when it
 * failed.
 */
export default function VerifyEmailNotice() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectUser)?.email ?? '';
  const t = useT();
  const failureMessage = useKnownFailures(AUTH_FAILURES);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const sendAgain = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await dispatch(sendVerificationEmail());
    setBusy(false);
    setOutcome(
      sendVerificationEmail.rejected.match(result)
        ? { kind: 'failed', message: result.payload ?? result.error.message ?? '' }
        : { kind: 'sent' },
    );
  };

  // Once verified, the user changes and this notice is gone.
  const check = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await dispatch(checkEmailVerified());
    setBusy(false);
    if (checkEmailVerified.rejected.match(result)) {
      setOutcome({ kind: 'failed', message: result.payload ?? result.error.message ?? '' });
    } else if (!result.payload) {
      setOutcome({ kind: 'notYet' });
    }
  };

  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      sx={{ borderRadius: 0, '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <AlertTitle id={titleId}>{t('auth.verify.title')}</AlertTitle>
      <Typography variant="body2">{t('auth.verify.body', { email })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => void sendAgain()}
        >
          {t('auth.verify.sendAgain')}
        </Button>
        <Button
          size="small"
          variant="contained"
          color="warning"
          disabled={busy}
          onClick={() => void check()}
        >
          {t('auth.verify.check')}
        </Button>
      </Stack>
      {/* Present from the start, so that screen readers announce what appears in it. */}
      <Typography
        variant="body2"
        role="status"
        sx={{ fontWeight: 500, '&:not(:empty)': { mt: 1 } }}
      >
        {outcome?.kind === 'sent' && t('auth.verify.sent', { email })}
        {outcome?.kind === 'notYet' && t('auth.verify.notYet')}
      </Typography>
      {outcome?.kind === 'failed' && (
        <Typography variant="body2" role="alert" sx={{ mt: 1, fontWeight: 500 }}>
          {failureMessage(outcome.message)}
        </Typography>
      )}
    </Alert>
  );
}
