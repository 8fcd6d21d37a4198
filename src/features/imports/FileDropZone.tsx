import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import {
  IMPORT_EXTENSIONS,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
} from '../../../contract/imports';
import { useT } from '../../i18n/useT';

/** Hidden from sight, not from the keyboard or screen readers. */
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

export const MEGABYTES = IMPORT_FILE_MAX_BYTES / (1024 * 1024);
export const EXTENSION_LIST = IMPORT_EXTENSIONS.join(', ');

/** Choose book files with the button or drop them on the area; they go to `onChoose`. */
export function FileDropZone({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (files: File[]) => void;
}) {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length) onChoose(files);
  };

  return (
    <Paper
      variant="outlined"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      <LibraryAddIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mb: 2 }}>{t('imports.dropHere')}</Typography>
      <Button
        variant="contained"
        component="label"
        role={undefined}
        tabIndex={-1}
        disabled={disabled}
        sx={{
          // The input inside takes the keyboard focus; show it on the button.
          '&:has(input:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'primary.dark',
            outlineOffset: 2,
          },
        }}
      >
        {t('imports.choose')}
        <Box
          component="input"
          sx={visuallyHidden}
          type="file"
          multiple
          accept={IMPORT_EXTENSIONS.join(',')}
          disabled={disabled}
          aria-label={t('imports.filesToImport')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same file may be chosen again later.
            event.target.value = '';
            if (files.length) onChoose(files);
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('imports.limits', {
          extensions: EXTENSION_LIST,
          max: IMPORT_FILES_MAX,
          megabytes: MEGABYTES,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('imports.grouping')}
      </Typography>
    </Paper>
  );
}
