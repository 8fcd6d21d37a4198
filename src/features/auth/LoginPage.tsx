import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { EMAIL_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { AuthCard } from './AuthCard';
import { AUTH_FAILURES } from '../../i18n/authFailures';
import { logIn } from './authThunks';
import type { RedirectState } from './RequireAuth';
import { selectUser } from './selectors';
import { authErrorCleared } from './userSlice';
import { emailError, passwordError, withinLimit, type FieldCheck } from './validation';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, error } = useAppSelector((state) => state.user);
  const location = useLocation();
  const from = (location.state as RedirectState | null)?.from ?? paths.stories;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const failureMessage = useKnownFailures(AUTH_FAILURES);
  const say = (check: FieldCheck | null) => (check ? t(check.id, check.values) : null);

  // A failure on another form is not this form's error.
  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  if (user) return <Navigate to={from} replace />;

  const errors = {
    email: say(emailError(email) ?? withinLimit(email, EMAIL_MAX)),
    // Only a missing password: its length is the sign-in service's to judge.
    password: password ? null : say(passwordError(password)),
  };
  const submit = () => {
    setTouched(true);
    if (errors.email || errors.password) return;
    void dispatch(logIn({ email, password }));
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      error={status === 'failed' && error ? failureMessage(error) : null}
      submitLabel={t('auth.login.submit')}
      busy={status === 'loading'}
      onSubmit={submit}
      footer={
        <>
          <Link component={RouterLink} to={paths.forgotPassword}>
            {t('auth.login.forgotPassword')}
          </Link>
          <Link component={RouterLink} to={paths.signup} state={location.state}>
            {t('auth.login.createAccount')}
          </Link>
        </>
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
        error={touched && Boolean(errors.email)}
        helperText={touched ? errors.email : undefined}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={touched && Boolean(errors.password)}
        helperText={touched ? errors.password : undefined}
      />
    </AuthCard>
  );
}
