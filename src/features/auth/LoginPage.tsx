import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { EMAIL_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { AuthCard } from './AuthCard';
import { logIn } from './authThunks';
import type { RedirectState } from './RequireAuth';
import { selectUser } from './selectors';
import { authErrorCleared } from './userSlice';
import { emailError, withinLimit } from './validation';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, error } = useAppSelector((state) => state.user);
  const location = useLocation();
  const from = (location.state as RedirectState | null)?.from ?? paths.stories;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  // A failure on another form is not this form's error.
  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  if (user) return <Navigate to={from} replace />;

  const errors = {
    email: emailError(email) ?? withinLimit(email, EMAIL_MAX),
    password: password ? null : 'Please enter your password.',
  };
  const submit = () => {
    setTouched(true);
    if (errors.email || errors.password) return;
    void dispatch(logIn({ email, password }));
  };

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to keep reading."
      error={status === 'failed' ? error : null}
      submitLabel="Login"
      busy={status === 'loading'}
      onSubmit={submit}
      footer={
        <>
          <Link component={RouterLink} to={paths.forgotPassword}>
            Forgot password?
          </Link>
          <Link component={RouterLink} to={paths.signup} state={location.state}>
            New here? Create an account
          </Link>
        </>
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
        error={touched && Boolean(errors.email)}
        helperText={touched ? errors.email : undefined}
      />
      <TextField
        label="Password"
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
