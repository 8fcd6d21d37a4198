import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import type { ShownTitle } from '../../lib/story/storyTitle';

/** The story's title and author, the administrators' Edit button and the settings gear. */
export function ReaderHeader({
  title,
  author,
  editStoryId,
  onOpenSettings,
  actions,
}: {
  title: ShownTitle;
  author: string;
  /** The story an administrator may edit from here; none in the editor's own preview. */
  editStoryId: string | null;
  onOpenSettings: () => void;
  /** What the app adds beside the settings gear (keeping the story for offline). */
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
      {/* The title's block runs as the title does (an Urdu title and its author line start at
        the right); the buttons beside it stay where the interface has them. */}
      <Box dir={title.dir} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          lang={title.lang}
          dir={title.dir}
          // Arabic-script faces (Nastaliq most of all) reach far above and below the line.
          sx={{
            color: 'primary.main',
            fontSize: { xs: 28, sm: 34 },
            lineHeight: title.dir === 'rtl' ? 1.8 : undefined,
          }}
        >
          {title.text}
        </Typography>
        <Typography color="text.secondary">
          <bdi>{author}</bdi>
        </Typography>
      </Box>
      {editStoryId && (
        <Button
          component={RouterLink}
          to={paths.storyModification(editStoryId)}
          startIcon={<EditIcon />}
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          {t('reader.editStory')}
        </Button>
      )}
      {actions}
      {/* The browser's own hint: MUI's Tooltip and its popper would add 11 KB gzip to the
        reader's first screen. */}
      <IconButton
        aria-label={t('reader.settings')}
        title={t('reader.settings')}
        aria-haspopup="dialog"
        onClick={onOpenSettings}
        sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
      >
        <SettingsIcon />
      </IconButton>
    </Box>
  );
}
