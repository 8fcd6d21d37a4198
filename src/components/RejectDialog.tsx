import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REJECT_REASON_MAX } from '../../contract/limits';
import { useT } from '../i18n/useT';
import { useFormProblems } from '../i18n/forms/useFormProblems';
import type { Failure, FormProblems } from '../i18n/forms/validationMessages';
import { LimitedTextField } from './LimitedTextField';

/**
 * Asks for the reason the author will read; rejecting without one is not possible. The
 * dialog stays open until the rejection is sent, so a refusal is shown on the reason itself.
 */
export function RejectDialog({
  title,
  open,
  confirmLabel,
  onCancel,
  onReject,
}: {
  title: string;
  open: boolean;
  /** "Reject story", "Reject quiz". */
  confirmLabel: string;
  onCancel(): void;
  /** Sends the rejection: null once it is done (the caller closes the dialog), or its failure. */
  onReject(reason: string): Promise<Failure | null>;
}) {
  const t = useT();
  const formProblems = useFormProblems();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  /** The last refusal and the reason it was about (its note goes once the reason changes). */
  const [refusal, setRefusal] = useState<{ problems: FormProblems; sent: string } | null>(null);
  const trimmed = reason.trim();
  const fieldError = refusal?.sent === trimmed ? refusal.problems.fields.reason : undefined;

  const reject = async () => {
    setSending(true);
    setRefusal(null);
    const failure = await onReject(trimmed);
    setSending(false);
    if (failure) setRefusal({ problems: formProblems('review', failure), sent: trimmed });
  };

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{t('forms.reject.title', { title })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('forms.reject.intro')}</Typography>
        <LimitedTextField
          label={t('forms.reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          limit={REJECT_REASON_MAX}
          trim
          error={Boolean(fieldError)}
          helperText={fieldError}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
        />
        {refusal && refusal.problems.others.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal.problems.others.join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!trimmed || trimmed.length > REJECT_REASON_MAX || sending}
          onClick={() => void reject()}
        >
          {sending ? t('forms.reject.sending') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
