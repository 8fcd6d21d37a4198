import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { EMAIL_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { AuthCard } from './AuthCard';
import { sendPasswordReset } from './authThunks';
import { emailError, withinLimit } from './validation';

export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const error = emailError(email) ?? withinLimit(email, EMAIL_MAX);

  const submit = async () => {
    setTouched(true);
    if (error) return;
    setBusy(true);
    const action = await dispatch(sendPasswordReset({ email }));
    setBusy(false);
    setResult(
      sendPasswordReset.fulfilled.match(action)
        ? {
            ok: true,
            text: `If ${email.trim()} belongs to a Kahani account, a link to choose a new password is on its way. Please check your inbox.`,
          }
        : { ok: false, text: action.payload ?? 'Something went wrong. Please try again.' },
    );
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
      error={result && !result.ok ? result.text : null}
      success={result?.ok ? result.text : null}
      submitLabel="Send reset link"
      busy={busy}
      onSubmit={() => void submit()}
      footer={
        <Link component={RouterLink} to={paths.login}>
          Back to Login
        </Link>
      }
    >
      <LimitedTextField
        label="E-mail"
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
