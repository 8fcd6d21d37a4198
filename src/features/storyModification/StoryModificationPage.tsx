import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PreviewIcon from '@mui/icons-material/Preview';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { storyGaps } from '../../../contract/storyGaps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { STORY_TITLE_MAX } from '../../../contract/limits';
import type { Story } from '../../../contract/stories';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LimitedTextField } from '../../components/LimitedTextField';
import { LoadingScreen } from '../../components/LoadingScreen';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog';
import type { MessageId } from '../../i18n/messageIds';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { useT } from '../../i18n/useT';
import { storyOpened } from '../reader/storyPageSlice';
import { GapsSummary } from './GapsSummary';
import { PageEditor, pageHeadingId } from './PageEditor';
import {
  fetchStoryForEditing,
  pageRemovalUndone,
  pageRemoved,
  saveStory,
  titleEdited,
} from './storyModificationSlice';

// The reader is loaded when a preview is first asked for, not with the editor.
const StoryPreviewDialog = lazy(() => import('./StoryPreviewDialog'));
// The story's recordings load with their own section, after the pages are on screen.
const RecordingsList = lazy(() => import('../recordings/RecordingsList'));

const STATUS_LABELS: Record<Story['status'], MessageId> = {
  pending: 'editor.status.pending',
  published: 'editor.status.published',
  rejected: 'editor.status.rejected',
};

/** What the snackbar last said, about which page: a removal offers Undo. */
interface Notice {
  key: number;
  page: number;
  removed: boolean;
}

export default function StoryModificationPage() {
  const { storyId = '' } = useParams();
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  const dispatch = useAppDispatch();
  const { story, status, saveStatus, loading, error, dirty, removed } = useAppSelector(
    (state) => state.StoryModification,
  );
  /** The page whose removal waits for confirmation (kept while the dialog fades out). */
  const [removal, setRemoval] = useState<{ index: number; pageNo: number; open: boolean }>({
    index: 0,
    pageNo: 1,
    open: false,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const undoButtonRef = useRef<HTMLButtonElement | null>(null);
  /** Where keyboard focus goes after the next render: the Undo button, or a restored page. */
  const focusNext = useRef<'undo' | number | null>(null);

  useEffect(() => {
    void dispatch(fetchStoryForEditing(storyId));
  }, [dispatch, storyId]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'undo') undoButtonRef.current?.focus();
    else document.getElementById(pageHeadingId(target))?.focus();
  }, [removed.length]);

  const pages = story?.pages;
  const gaps = useMemo(() => (pages ? storyGaps(pages) : null), [pages]);
  const askToRemove = useCallback(
    (index: number) => setRemoval({ index, pageNo: index + 1, open: true }),
    [],
  );
  const lastRemoved = removed[removed.length - 1];

  const confirmRemoval = () => {
    setRemoval((current) => ({ ...current, open: false }));
    focusNext.current = 'undo';
    dispatch(pageRemoved(removal.index));
    setNotice({ key: Date.now(), page: removal.pageNo, removed: true });
  };

  const undoRemoval = () => {
    if (!lastRemoved) return;
    focusNext.current = lastRemoved.index;
    dispatch(pageRemovalUndone());
    setNotice({ key: Date.now(), page: lastRemoved.index + 1, removed: false });
  };

  const openPreview = () => {
    if (!story) return;
    // The preview starts at its first page, like a story opened in the reader.
    dispatch(storyOpened(story.pages.length));
    setPreviewing(true);
  };

  if (status === 'failed' && error) {
    return (
      <Box>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
          {t('editor.title')}
        </Typography>
        <ErrorState message={error} onRetry={() => void dispatch(fetchStoryForEditing(storyId))} />
      </Box>
    );
  }
  if (!story || !gaps || story._id !== storyId || status === 'loading') {
    return (
      <Box aria-busy="true" aria-label={t('editor.loadingStory')}>
        <Skeleton width={260} height={48} />
        <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 4 }} />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="editor-heading" sx={{ maxWidth: 1000 }}>
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
          <Button ref={undoButtonRef} startIcon={<UndoIcon />} onClick={undoRemoval}>
            {t('editor.undoRemoving', { page: lastRemoved.index + 1 })}
          </Button>
        )}
        <Button startIcon={<PreviewIcon />} variant="outlined" onClick={openPreview}>
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
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={loading || !dirty || !story.title.trim()}
          onClick={() => void dispatch(saveStory())}
        >
          {saveStatus === 'loading' ? t('editor.saving') : t('editor.save')}
        </Button>
      </Paper>

      {saveStatus === 'succeeded' && !dirty && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('editor.saved')}
        </Alert>
      )}
      {saveStatus === 'failed' && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {friendlyMessage(error)}
        </Alert>
      )}

      <Stack spacing={3}>
        <LimitedTextField
          label={t('editor.titleLabel')}
          limit={STORY_TITLE_MAX}
          trim
          value={story.title}
          onChange={(event) => dispatch(titleEdited(event.target.value))}
          fullWidth
          required
          error={!story.title.trim()}
          helperText={
            story.title.trim()
              ? t('editor.byAuthor', { author: story.author })
              : t('editor.titleRequired')
          }
        />
        <GapsSummary gaps={gaps} />
        {story.pages.map((page, index) => (
          <PageEditor
            key={`${story._id}-${index}`}
            page={page}
            index={index}
            canRemove={story.pages.length > 1}
            onRemove={askToRemove}
          />
        ))}
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <RecordingsList storyId={story._id} />
        </Suspense>
      </Stack>

      <ConfirmDialog
        open={removal.open}
        title={t('editor.remove.title', { page: removal.pageNo })}
        confirmLabel={t('editor.remove.confirm')}
        destructive
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval((current) => ({ ...current, open: false }))}
      >
        {t('editor.remove.text')}
      </ConfirmDialog>

      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
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

      <UnsavedChangesDialog when={dirty}>
        {t('editor.leave.textWithTitle', { title: story.title })}
      </UnsavedChangesDialog>

      {previewing && (
        <Suspense
          fallback={
            <Dialog fullScreen open aria-label={t('editor.preview')}>
              <LoadingScreen />
            </Dialog>
          }
        >
          <StoryPreviewDialog story={story} dirty={dirty} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
