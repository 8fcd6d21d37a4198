import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Story } from '../../../contract/stories';
import { useT } from '../../i18n/useT';
import { Reader } from '../reader';
import { ReadByLabel } from '../recordings';

/**
 * The editor's draft in the real reader, full screen: pictures, every language and, for
 * administrators, narration of the unsaved text. It only reads the draft: closing it returns
 * to the editor with every edit still there and nothing saved.
 */
export default function StoryPreviewDialog({
  story,
  dirty,
  onClose,
}: {
  story: Story;
  /** The draft has unsaved edits (the bar says so). */
  dirty: boolean;
  onClose(): void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('editor.preview')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dirty ? t('editor.previewUnsaved') : t('editor.previewSaved')}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={onClose}>
            {t('editor.backToEditing')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.default', flexGrow: 1 }}>
        <Reader story={story} preview pageLabel={<ReadByLabel />} />
      </Box>
    </Dialog>
  );
}
