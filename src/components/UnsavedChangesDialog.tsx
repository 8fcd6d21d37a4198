import type { ReactNode } from 'react';
import { useUnsavedChangesWarning } from '../lib/useUnsavedChangesWarning';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Warns before leaving a screen with unsaved work (see useUnsavedChangesWarning): Stay keeps
 * it, Leave gives it up. Stay has the focus, so a stray Enter loses nothing.
 */
export function UnsavedChangesDialog({
  when,
  children = 'Your changes are not saved yet. If you leave now, they will be lost.',
}: {
  when: boolean;
  children?: ReactNode;
}) {
  const { blocked, stay, leave } = useUnsavedChangesWarning(when);
  return (
    <ConfirmDialog
      open={blocked}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      focus="cancel"
      onConfirm={leave}
      onCancel={stay}
    >
      {children}
    </ConfirmDialog>
  );
}
