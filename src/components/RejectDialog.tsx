import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Asks for the reason the author will read; rejecting without one is not possible. */
export function RejectDialog({
  title,
  open,
  confirmLabel,
  maxLength,
  onCancel,
  onReject,
}: {
  title: string;
  open: boolean;
  /** "Reject story", "Reject quiz". */
  confirmLabel: string;
  maxLength?: number;
  onCancel(): void;
  onReject(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Reject “{title}”</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          The author reads this reason in their inbox. Be kind and say what would help.
        </Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength } }}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason.trim()}
          onClick={() => onReject(reason.trim())}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
