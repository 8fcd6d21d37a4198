import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RecordingAudience } from '../../../contract/recordings';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { RECORDING_FAILURES } from './recordingsApi';

/** "Delete your recording?": what readers will hear instead, and Keep it / Delete. */
export function DeleteOwnRecordingDialog({
  deletion,
  audience,
  languageName,
  error,
  onKeep,
  onConfirm,
}: {
  deletion: 'closed' | 'asking' | 'deleting';
  audience: RecordingAudience | undefined;
  languageName: string;
  error: string | null;
  onKeep(): void;
  onConfirm(): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(RECORDING_FAILURES);
  return (
    <Dialog open={deletion !== 'closed'} onClose={onKeep}>
      <DialogTitle>{t('recordings.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {audience === 'everyone'
            ? t('recordings.delete.everyone', { language: languageName })
            : t('recordings.delete.private')}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('recordings.deleteFailed', { reason: failureMessage(error) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{t('recordings.delete.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={deletion === 'deleting'}
        >
          {t('recordings.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
