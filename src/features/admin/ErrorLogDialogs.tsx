import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ErrorLogEntry } from '../../../contract/api';
import { useT } from '../../i18n/useT';

/** Asks before the whole log is deleted, saying how many errors go. */
export function ClearLogDialog(props: {
  open: boolean;
  count: number;
  onCancel(): void;
  onClear(): void;
}) {
  const t = useT();
  return (
    <Dialog open={props.open} onClose={props.onCancel}>
      <DialogTitle>{t('admin.errorLog.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('admin.errorLog.confirmText', { count: props.count })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onClear}>
          {t('admin.errorLog.clear')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One reported error in full: where, in which browser, and its stack. */
export function ErrorDetailsDialog({
  entry,
  onClose,
}: {
  entry: ErrorLogEntry | null;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{entry?.message}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {entry?.url} · {entry?.userAgent}
        </Typography>
        <Box
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            fontSize: 13,
            bgcolor: 'action.hover',
            p: 2,
            borderRadius: 2,
          }}
        >
          {entry?.stack || t('admin.errorLog.noStack')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
