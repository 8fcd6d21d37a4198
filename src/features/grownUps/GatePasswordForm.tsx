import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { AUTH_FAILURES } from '../../i18n/authFailures';
import { GateActions } from './GateActions';
import { reauthenticate } from './reauthenticate';

/** The account's password, checked again by the identity provider. */
export function GatePasswordForm({
  email,
  onPassed,
  focusOnShow,
  onUseQuestion,
  onCancel,
}: {
  email: string;
  onPassed(): void;
  focusOnShow: boolean;
  onUseQuestion(): void;
  /** Offered in a dialog. */
  onCancel: (() => void) | undefined;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const failureMessage = useKnownFailures(AUTH_FAILURES);
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  /** A check that ends after the gate has gone must not touch it. */
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (focusOnShow) fieldRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, [focusOnShow]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!password) {
      setProblem(t('grownUps.password.empty'));
      fieldRef.current?.focus();
      return;
    }
    setChecking(true);
    setProblem(null);
    const outcome = await dispatch(reauthenticate(password));
    if (!mounted.current) return;
    setChecking(false);
    if (reauthenticate.fulfilled.match(outcome)) {
      onPassed();
      return;
    }
    setPassword('');
    setProblem(failureMessage(outcome.payload ?? ''));
    fieldRef.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        inputRef={fieldRef}
        type="password"
        label={t('grownUps.password.label')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        autoComplete="current-password"
        fullWidth
        slotProps={{ formHelperText: { role: problem ? 'alert' : undefined } }}
      />
      <GateActions
        switchLabel={t('grownUps.useQuestion')}
        onSwitch={onUseQuestion}
        onCancel={onCancel}
        busy={checking}
      />
    </Box>
  );
}
