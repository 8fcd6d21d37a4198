import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Picture } from '../../../contract/pictures';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { DELETE_PICTURE_FAILED, PICTURE_FAILURES, useDeletePictureMutation } from '../pictures';

interface DeletePictureDialogProps {
  picture: Picture | null;
  onClose: () => void;
  onDeleted: (picture: Picture) => void;
}

/** Asks before deleting; shows the server's refusal (a story still uses it) in place. */
export function DeletePictureDialog({ picture, onClose, onDeleted }: DeletePictureDialogProps) {
  const t = useT();
  const failureMessage = useKnownFailures(PICTURE_FAILURES);
  const [deletePicture, { isLoading: deleting }] = useDeletePictureMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!picture) return;
    const answer = await deletePicture(picture.hash);
    if (answer.error) {
      setRefusal(messageOf(answer.error, DELETE_PICTURE_FAILED));
    } else {
      setRefusal(null);
      onDeleted(picture);
    }
  };

  return (
    <Dialog open={picture !== null} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle sx={{ wordBreak: 'break-word' }}>
        {t('admin.picture.deleteTitle', { name: picture?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Typography>{t('admin.picture.deleteText')}</Typography>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureMessage(refusal)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t(refusal ? 'common.close' : 'common.cancel')}</Button>
        {!refusal && (
          <Button
            color="error"
            variant="contained"
            disabled={deleting}
            onClick={() => void confirm()}
          >
            {t('admin.picture.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
