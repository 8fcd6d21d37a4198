import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { EMAIL_MAX, NAME_PART_MAX } from '../../../contract/limits';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { AuthCard } from './AuthCard';
import { AUTH_FAILURES } from '../../i18n/authFailures';
import { signUp } from './authThunks';
import type { RedirectState } from './RequireAuth';
import { selectUser } from './selectors';
import { authErrorCleared } from './userSlice';
import {
  emailError,
  passwordError,
  requiredError,
  withinLimit,
  type FieldCheck,
} from './validation';

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
  const t = useT();
  const failureMessage = useKnownFailures(AUTH_FAILURES);
  const say = (check: FieldCheck | null) => (check ? t(check.id, check.values) : null);

  // A failure on another form is not this form's error.
  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  if (user) return <Navigate to={from} replace />;

  const errors = {
    firstName: say(
      requiredError(form.firstName, 'firstName') ?? withinLimit(form.firstName, NAME_PART_MAX),
    ),
    lastName: say(
      requiredError(form.lastName, 'lastName') ?? withinLimit(form.lastName, NAME_PART_MAX),
    ),
    email: say(emailError(form.email) ?? withinLimit(form.email, EMAIL_MAX)),
    password: say(passwordError(form.password)),
    confirm: form.confirm === form.password ? null : t('auth.check.passwordsDiffer'),
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
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      error={status === 'failed' && error ? failureMessage(error) : null}
      submitLabel={t('auth.signup.submit')}
      busy={status === 'loading'}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to={paths.login} state={location.state}>
          {t('auth.signup.haveAccount')}
        </Link>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LimitedTextField
          label={t('auth.signup.firstName')}
          autoComplete="given-name"
          fullWidth
          limit={NAME_PART_MAX}
          trim
          show="near"
          {...field('firstName')}
        />
        <LimitedTextField
          label={t('auth.signup.lastName')}
          autoComplete="family-name"
          fullWidth
          limit={NAME_PART_MAX}
          trim
          show="near"
          {...field('lastName')}
        />
      </Stack>
      <LimitedTextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        limit={EMAIL_MAX}
        trim
        show="near"
        {...field('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label={t('auth.signup.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
    </AuthCard>
  );
}
