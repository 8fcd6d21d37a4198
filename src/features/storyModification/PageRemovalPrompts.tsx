import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useT } from '../../i18n/useT';
import type { usePageRemoval } from './usePageRemoval';

/** The question before a page goes, and the note after (with Undo) or after it came back. */
export function PageRemovalPrompts({
  removal,
  notice,
  lastRemoved,
  confirmRemoval,
  cancelRemoval,
  closeNotice,
  undoRemoval,
}: ReturnType<typeof usePageRemoval>) {
  const t = useT();
  return (
    <>
      <ConfirmDialog
        open={removal.open}
        title={t('editor.remove.title', { page: removal.pageNo })}
        confirmLabel={t('editor.remove.confirm')}
        destructive
        onConfirm={confirmRemoval}
        onCancel={cancelRemoval}
      >
        {t('editor.remove.text')}
      </ConfirmDialog>

      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') closeNotice();
        }}
        message={
          notice &&
          (notice.removed
            ? t('editor.removedNotice', { page: notice.page })
            : t('editor.restoredNotice', { page: notice.page }))
        }
        action={
          notice?.removed && lastRemoved ? (
            <Button color="inherit" size="small" onClick={undoRemoval}>
              {t('editor.undo')}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
