import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { BOARD_FAILURES } from './boardApi';
import type { Confirmation, Notice } from './usePostActions';

/** Asks before a post is deleted, reported or hidden. */
export function ConfirmPostAction({
  confirmation,
  brand,
  onConfirm,
  onCancel,
}: {
  confirmation: Confirmation | undefined;
  brand: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={Boolean(confirmation)}
      title={confirmation ? t(confirmation.title) : ''}
      confirmLabel={confirmation ? t(confirmation.label) : ''}
      destructive={confirmation?.destructive}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {confirmation && t(confirmation.text, { brand })}
    </ConfirmDialog>
  );
}

/** What an action did, for a moment; a failure stays until it is closed. */
export function PostActionNotice({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  const t = useT();
  const failureMessage = useKnownFailures(BOARD_FAILURES);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.error ? null : 4000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.error ? 'error' : 'success'} onClose={onClose} variant="filled">
        {notice &&
          (notice.error
            ? notice.failure
              ? failureMessage(notice.failure)
              : t('board.somethingWentWrong')
            : t(notice.id))}
      </Alert>
    </Snackbar>
  );
}
