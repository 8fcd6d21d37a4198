import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PreviewIcon from '@mui/icons-material/Preview';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Story } from '../../../contract/stories';
import { useAppSelector } from '../../app/hooks';
import { EpubDownloadButton } from '../../components/EpubDownloadButton';
import type { MessageId } from '../../i18n/messageIds';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { useT } from '../../i18n/useT';
import type { LoadStatus } from '../../lib/loadStatus';
import { paths } from '../../lib/paths';
import type { RemovedPage } from './storyModificationSlice';

const STATUS_LABELS: Record<Story['status'], MessageId> = {
  pending: 'editor.status.pending',
  published: 'editor.status.published',
  rejected: 'editor.status.rejected',
};

interface EditorBarProps {
  story: Story;
  dirty: boolean;
  /** The latest removed page, which Undo brings back. */
  lastRemoved: RemovedPage | undefined;
  undoButtonRef: RefObject<HTMLButtonElement | null>;
  onUndo(): void;
  onPreview(): void;
  saving: boolean;
  canSave: boolean;
  onSave(): void;
}

/** The bar that stays at the top while the pages scroll: status, undo, preview, save. */
export function EditorBar({
  story,
  dirty,
  lastRemoved,
  undoButtonRef,
  onUndo,
  onPreview,
  saving,
  canSave,
  onSave,
}: EditorBarProps) {
  const t = useT();
  // The book is taken away in the language the reader is set to, as the preview shows it.
  const language = useAppSelector((state) => state.settings.language);
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'sticky',
        top: { xs: 64, sm: 72 },
        zIndex: 2,
        p: 2,
        mb: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Typography id="editor-heading" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {t('editor.title')}
      </Typography>
      <Chip label={t(STATUS_LABELS[story.status])} size="small" />
      {dirty && <Chip label={t('editor.unsavedChanges')} color="warning" size="small" />}
      {lastRemoved && (
        <Button ref={undoButtonRef} startIcon={<UndoIcon />} onClick={onUndo}>
          {t('editor.undoRemoving', { page: lastRemoved.index + 1 })}
        </Button>
      )}
      <Button startIcon={<PreviewIcon />} variant="outlined" onClick={onPreview}>
        {t('editor.preview')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.story(story.slug)}
        startIcon={<OpenInNewIcon />}
        variant="outlined"
      >
        {t('editor.openInReader')}
      </Button>
      <EpubDownloadButton story={story} language={language} compact />
      <Button variant="contained" startIcon={<SaveIcon />} disabled={!canSave} onClick={onSave}>
        {saving ? t('editor.saving') : t('editor.save')}
      </Button>
    </Paper>
  );
}

/** Under the bar: the story was saved, or why saving it failed. */
export function SaveOutcome({
  saveStatus,
  dirty,
  error,
}: {
  saveStatus: LoadStatus;
  dirty: boolean;
  error: string | null;
}) {
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  if (saveStatus === 'succeeded' && !dirty) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('editor.saved')}
      </Alert>
    );
  }
  if (saveStatus === 'failed' && error) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {friendlyMessage(error)}
      </Alert>
    );
  }
  return null;
}
