import GrownUpIcon from '@mui/icons-material/EscalatorWarningRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { passedRecently, rememberPassing } from './gateMemory';
import { GatePasswordForm } from './GatePasswordForm';
import { GateQuestionForm } from './GateQuestionForm';

export type GatePlacement = 'screen' | 'inline' | 'dialog';

export interface GrownUpsGateProps {
  /** The grown-up place, shown once a grown-up has passed. */
  children: ReactNode;
  /**
   * `screen` (the default): the gate stands for a whole screen and its heading is the page's
   * h1. `inline`: it sits inside a screen, with a smaller h2. `dialog`: it opens as a dialog
   * in front of a place that is a dialog itself (closing it calls `onCancel`).
   */
  placement?: GatePlacement;
  /** The grown-up gave up: the dialog was closed or Cancel pressed (`dialog` only). */
  onCancel?: () => void;
}

/** Where focus goes once the gate opens: the place's heading, else its first field or button. */
function focusPlace(container: HTMLElement) {
  const target =
    container.querySelector<HTMLElement>('h1, h2, h3') ??
    container.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]',
    ) ??
    container;
  if (!target.matches('input, textarea, button, a[href]') && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}

/**
 * Shows a grown-up place only after a grown-up has answered a question a young child cannot
 * (or re-entered the account's password); passing is remembered for 15 minutes in this tab.
 * A convenience that keeps children out of grown-up places, not a protection: the server's
 * rules decide what an account may do.
 */
export function GrownUpsGate({ children, placement = 'screen', onCancel }: GrownUpsGateProps) {
  const user = useAppSelector((state) => state.user.user);
  const uid = user?.uid ?? '';
  const [remembered, setRemembered] = useState(() => ({ uid, open: passedRecently(uid) }));
  /** Set when a grown-up passes here (not when the tab remembered it): focus then follows. */
  const [justPassed, setJustPassed] = useState(false);
  const placeRef = useRef<HTMLDivElement>(null);

  // Another account on this tab is asked for itself.
  if (remembered.uid !== uid) setRemembered({ uid, open: passedRecently(uid) });
  const open = remembered.uid === uid ? remembered.open : passedRecently(uid);

  useLayoutEffect(() => {
    if (justPassed && placeRef.current) focusPlace(placeRef.current);
  }, [justPassed]);

  if (open) {
    // A dialog place moves focus into itself.
    return justPassed && placement !== 'dialog' ? (
      <Box ref={placeRef} sx={{ outline: 'none' }}>
        {children}
      </Box>
    ) : (
      <>{children}</>
    );
  }

  const pass = () => {
    rememberPassing(uid);
    setRemembered({ uid, open: true });
    setJustPassed(true);
  };
  return (
    <GatePanel
      placement={placement}
      email={user?.email ?? null}
      onPassed={pass}
      onCancel={onCancel}
    />
  );
}

function GatePanel({
  placement,
  email,
  onPassed,
  onCancel,
}: {
  placement: GatePlacement;
  email: string | null;
  onPassed(): void;
  onCancel: (() => void) | undefined;
}) {
  const t = useT();
  const titleId = useId();
  const [method, setMethod] = useState<'question' | 'password'>('question');
  /**
   * Focus follows a change of method the grown-up asked for; in a dialog, which they just
   * opened, it starts in the field.
   */
  const [focusField, setFocusField] = useState(placement === 'dialog');
  const choose = (next: 'question' | 'password') => {
    setMethod(next);
    setFocusField(true);
  };
  const onScreen = placement === 'screen';
  const inDialog = placement === 'dialog';

  const contents = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <GrownUpIcon />
        </Box>
        <Typography
          id={titleId}
          variant={onScreen ? 'h4' : 'h6'}
          component={onScreen ? 'h1' : 'h2'}
          sx={{ color: 'primary.main' }}
        >
          {t('grownUps.title')}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        {t('grownUps.intro')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2.5 }}>
        {t('grownUps.remembered')}
      </Typography>
      {method === 'question' ? (
        <GateQuestionForm
          onPassed={onPassed}
          focusOnShow={focusField}
          onUsePassword={email ? () => choose('password') : undefined}
          onCancel={inDialog ? onCancel : undefined}
        />
      ) : (
        <GatePasswordForm
          email={email ?? ''}
          onPassed={onPassed}
          focusOnShow={focusField}
          onUseQuestion={() => choose('question')}
          onCancel={inDialog ? onCancel : undefined}
        />
      )}
    </>
  );

  if (inDialog) {
    return (
      <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogContent sx={{ p: { xs: 2.5, sm: 3 } }}>{contents}</DialogContent>
      </Dialog>
    );
  }
  return (
    <Box sx={onScreen ? { display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } } : {}}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={titleId}
        sx={{
          p: { xs: 2.5, sm: onScreen ? 4 : 3 },
          mb: onScreen ? 0 : 3,
          borderRadius: 4,
          width: '100%',
          maxWidth: onScreen ? 520 : 'none',
        }}
      >
        {contents}
      </Paper>
    </Box>
  );
}
