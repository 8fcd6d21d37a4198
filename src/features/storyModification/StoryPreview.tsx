import Dialog from '@mui/material/Dialog';
import { lazy, Suspense } from 'react';
import type { Story } from '../../../contract/stories';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useT } from '../../i18n/useT';

// The reader is loaded when a preview is first asked for, not with the editor.
const StoryPreviewDialog = lazy(() => import('./StoryPreviewDialog'));

/** The draft in the reader, full screen; a loading screen while the reader's code arrives. */
export function StoryPreview(props: { story: Story; dirty: boolean; onClose(): void }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Dialog fullScreen open aria-label={t('editor.preview')}>
          <LoadingScreen />
        </Dialog>
      }
    >
      <StoryPreviewDialog {...props} />
    </Suspense>
  );
}
