import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Page } from '../../../contract/stories';
import { StoryPicture } from '../../components/StoryPicture';
import { useT } from '../../i18n/useT';
import { PICTURE_BACKGROUND } from '../../lib/brand';
import { PicturePickerDialog } from './PicturePickerDialog';

/** A page's picture as the reader shows it, or a note that it has none yet. */
export function PicturePreview({ page }: { page: Page }) {
  const t = useT();
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: PICTURE_BACKGROUND,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {page.image_path ? (
        <StoryPicture
          path={page.image_path}
          alt={page.image_description}
          // The editor's preview column: the whole width on small screens.
          sizes="(max-width: 900px) 100vw, 480px"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('editor.page.noPictureYet')}
        </Typography>
      )}
    </Box>
  );
}

/** The page's picture address, chosen from the library (or none); never typed. */
export function PictureChoice({
  page,
  onChange,
}: {
  page: Page;
  /** The new picture's address; empty for none. */
  onChange(path: string): void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={t('editor.page.pictureAddress')}
        value={page.image_path}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={page.image_path ? undefined : t('editor.page.noPictureChosen')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setPicking(true)}
        >
          {t('editor.page.chooseFromLibrary')}
        </Button>
        {page.image_path && (
          <Button color="inherit" onClick={() => onChange('')}>
            {t('editor.page.noPicture')}
          </Button>
        )}
      </Box>
      {picking && (
        <PicturePickerDialog
          pageNumber={page.page_no}
          currentPath={page.image_path}
          onClose={() => setPicking(false)}
          onChoose={(picture) => {
            // The library's address of the picture: its SVG, or a photograph's fallback.
            onChange(picture.path);
            setPicking(false);
          }}
        />
      )}
    </Box>
  );
}
