import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { EMAIL_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { AuthCard } from './AuthCard';
import { AUTH_FAILURES } from '../../i18n/authFailures';
import { sendPasswordReset } from './authThunks';
import { emailError, withinLimit } from './validation';

export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The outcome: the address the link went to, or the failure's message (as the store keeps it). */
  const [result, setResult] = useState<{ sentTo: string } | { failure: string } | null>(null);
  const t = useT();
  const failureMessage = useKnownFailures(AUTH_FAILURES);
  const check = emailError(email) ?? withinLimit(email, EMAIL_MAX);
  const error = check ? t(check.id, check.values) : null;

  const submit = async () => {
    setTouched(true);
    if (error) return;
    setBusy(true);
    const action = await dispatch(sendPasswordReset({ email }));
    setBusy(false);
    setResult(
      sendPasswordReset.fulfilled.match(action)
        ? { sentTo: email.trim() }
        : { failure: action.payload ?? 'Something went wrong. Please try again.' },
    );
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      error={result && 'failure' in result ? failureMessage(result.failure) : null}
      success={
        result && 'sentTo' in result ? t('auth.forgot.sent', { email: result.sentTo }) : null
      }
      submitLabel={t('auth.forgot.submit')}
      busy={busy}
      onSubmit={() => void submit()}
      footer={
        <Link component={RouterLink} to={paths.login}>
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      <LimitedTextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        limit={EMAIL_MAX}
        trim
        show="near"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={touched && Boolean(error)}
        helperText={touched ? error : undefined}
      />
    </AuthCard>
  );
}
