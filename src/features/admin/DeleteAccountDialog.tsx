import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Account, AccountDeletion } from '../../../contract/accounts';
import { useAppDispatch } from '../../app/hooks';
import { friendlyMessage } from '../../lib/errors';
import { deleteAccount } from './accountsThunks';
import { describeRemovableData, publishedStoriesNote } from './removableData';

interface DeleteAccountDialogProps {
  account: Account;
  onCancel(): void;
  onDeleted(deletion: AccountDeletion): void;
}

/** Deleting an account cannot be undone, so the administrator types its address first. */
export function DeleteAccountDialog({ account, onCancel, onDeleted }: DeleteAccountDialogProps) {
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim().toLowerCase() === account.email.toLowerCase();
  const note = publishedStoriesNote(account.data);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setError(null);
    const action = await dispatch(deleteAccount({ uid: account.uid, confirmEmail: typed.trim() }));
    setDeleting(false);
    if (deleteAccount.fulfilled.match(action)) onDeleted(action.payload);
    else setError(action.payload ?? 'The account could not be deleted.');
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-title">Delete this account?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            <strong>{account.email}</strong> will no longer be able to sign in. Also removed for
            good: {describeRemovableData(account.data).join(', ')}.
          </Typography>
          {note && <Typography sx={{ mb: 1 }}>{note}</Typography>}
          <Typography sx={{ mb: 2 }}>This cannot be undone.</Typography>
          <TextField
            label="Type the e-mail address to confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {friendlyMessage(error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed || deleting}>
            {deleting ? 'Deleting…' : 'Delete account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
