import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that does nothing (Cancel unless told). */
  cancelLabel?: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  /**
   * Which button has the keyboard focus when the dialog opens: the confirmation, or the safe
   * choice where an accidental Enter would lose work.
   */
  focus?: 'confirm' | 'cancel';
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action a user would regret doing by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  focus = 'confirm',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus={focus === 'cancel'}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          autoFocus={focus === 'confirm'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
