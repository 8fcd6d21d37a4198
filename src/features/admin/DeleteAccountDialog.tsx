import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Account, AccountDeletion } from '../../../contract/accounts';
import { EMAIL_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';
import { formProblems, type FormProblems } from '../../i18n/forms/validationMessages';
import { DELETE_ACCOUNT_FAILED, useDeleteAccountMutation } from './accountsApi';
import { ADMIN_FAILURES, failureFrom } from './adminFailures';
import { describeRemovableData, publishedStoriesNote } from './removableData';

interface DeleteAccountDialogProps {
  account: Account;
  onCancel(): void;
  onDeleted(deletion: AccountDeletion): void;
}

/** Deleting an account cannot be undone, so the administrator types its address first. */
export function DeleteAccountDialog({ account, onCancel, onDeleted }: DeleteAccountDialogProps) {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [typed, setTyped] = useState('');
  /** The last refusal and the address it was about (its note goes once the field changes). */
  const [refusal, setRefusal] = useState<{ problems: FormProblems; sent: string } | null>(null);
  const confirmed = typed.trim().toLowerCase() === account.email.toLowerCase();
  const fieldError =
    refusal?.sent === typed.trim() ? refusal.problems.fields.confirmEmail : undefined;
  const note = publishedStoriesNote(account.data, t);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setRefusal(null);
    const sent = typed.trim();
    try {
      onDeleted(await deleteAccount({ uid: account.uid, confirmEmail: sent }).unwrap());
    } catch (error) {
      const failure = failureFrom(error, DELETE_ACCOUNT_FAILED);
      setRefusal({ problems: formProblems('accountDeletion', failure), sent });
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-title">{t('admin.accounts.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            <Message
              id="admin.accounts.deleteText"
              values={{
                email: account.email,
                removed: describeRemovableData(account.data, t).join(
                  t('admin.accounts.listSeparator'),
                ),
                b: (parts) => <strong>{parts}</strong>,
              }}
            />
          </Typography>
          {note && <Typography sx={{ mb: 1 }}>{note}</Typography>}
          <Typography sx={{ mb: 2 }}>{t('admin.accounts.cannotUndo')}</Typography>
          <LimitedTextField
            label={t('admin.accounts.typeToConfirm')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            limit={EMAIL_MAX}
            trim
            show="near"
            error={Boolean(fieldError)}
            helperText={fieldError}
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {refusal && refusal.problems.others.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal.problems.others.map(failureMessage).join(' ')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed || deleting}>
            {deleting ? t('admin.accounts.deleting') : t('admin.accounts.delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
