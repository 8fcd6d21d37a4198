import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n/useT';

/** The review's buttons: save the edits, approve, reject, or go back to the list. */
export function QuizReviewActions({
  busy,
  canSave,
  canApprove,
  onSave,
  onApprove,
  onReject,
  onClose,
}: {
  busy: boolean;
  canSave: boolean;
  canApprove: boolean;
  onSave(): void;
  onApprove(): void;
  onReject(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
      <Button
        variant="outlined"
        startIcon={<SaveIcon />}
        disabled={busy || !canSave}
        onClick={onSave}
      >
        {t('games.review.saveChanges')}
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy || !canApprove}
        onClick={onApprove}
      >
        {t('games.review.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={busy}
        onClick={onReject}
      >
        {t('games.review.reject')}
      </Button>
      <Button disabled={busy} onClick={onClose}>
        {t('games.review.backToList')}
      </Button>
    </Stack>
  );
}
