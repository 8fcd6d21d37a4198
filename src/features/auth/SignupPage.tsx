import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { EMAIL_MAX, NAME_PART_MAX } from '../../../contract/limits';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { LimitedTextField } from '../../components/LimitedTextField';
import { AuthCard } from './AuthCard';
import { signUp } from './authThunks';
import type { RedirectState } from './RequireAuth';
import { selectUser } from './selectors';
import { authErrorCleared } from './userSlice';
import { emailError, passwordError, requiredError, withinLimit } from './validation';

export default function SignupPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, error } = useAppSelector((state) => state.user);
  const location = useLocation();
  const from = (location.state as RedirectState | null)?.from ?? paths.stories;
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [touched, setTouched] = useState(false);

  // A failure on another form is not this form's error.
  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  if (user) return <Navigate to={from} replace />;

  const errors = {
    firstName:
      requiredError(form.firstName, 'first name') ?? withinLimit(form.firstName, NAME_PART_MAX),
    lastName:
      requiredError(form.lastName, 'last name') ?? withinLimit(form.lastName, NAME_PART_MAX),
    email: emailError(form.email) ?? withinLimit(form.email, EMAIL_MAX),
    password: passwordError(form.password),
    confirm: form.confirm === form.password ? null : 'The two passwords do not match.',
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
    error: touched && Boolean(errors[name]),
    helperText: touched ? errors[name] : undefined,
    required: true,
  });
  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    void dispatch(signUp(form));
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free for families. Save your place in every story."
      error={status === 'failed' ? error : null}
      submitLabel="Sign up"
      busy={status === 'loading'}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to={paths.login} state={location.state}>
          Already have an account? Login
        </Link>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LimitedTextField
          label="First name"
          autoComplete="given-name"
          fullWidth
          limit={NAME_PART_MAX}
          trim
          show="near"
          {...field('firstName')}
        />
        <LimitedTextField
          label="Last name"
          autoComplete="family-name"
          fullWidth
          limit={NAME_PART_MAX}
          trim
          show="near"
          {...field('lastName')}
        />
      </Stack>
      <LimitedTextField
        label="E-mail"
        type="email"
        autoComplete="email"
        limit={EMAIL_MAX}
        trim
        show="near"
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
    </AuthCard>
  );
}
