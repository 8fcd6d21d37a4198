import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { useUnsavedChangesWarning } from '../lib/useUnsavedChangesWarning';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Warns before leaving a screen with unsaved work (see useUnsavedChangesWarning): Stay keeps
 * it, Leave gives it up. Stay has the focus, so a stray Enter loses nothing.
 */
export function UnsavedChangesDialog({ when, children }: { when: boolean; children?: ReactNode }) {
  const t = useT();
  const { blocked, stay, leave } = useUnsavedChangesWarning(when);
  return (
    <ConfirmDialog
      open={blocked}
      title={t('editor.leave.title')}
      confirmLabel={t('editor.leave.leave')}
      cancelLabel={t('editor.leave.stay')}
      destructive
      focus="cancel"
      onConfirm={leave}
      onCancel={stay}
    >
      {children ?? t('editor.leave.text')}
    </ConfirmDialog>
  );
}
