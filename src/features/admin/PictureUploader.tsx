import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
} from '../../../contract/limits';
import type { PictureUploadResult } from '../../../contract/pictures';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { uploadPictures } from '../pictures/pictureThunks';
import { UploadResults } from './UploadResults';

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

/** Choose or drop SVG files; each is sent, checked and reported on its own. */
export function PictureUploader({ onUploaded }: { onUploaded: () => void }) {
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState<number>(0);
  const [results, setResults] = useState<PictureUploadResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    if (!files.length || uploading) return;
    if (files.length > PICTURES_PER_UPLOAD_MAX) {
      setResults(null);
      setError(`Choose at most ${PICTURES_PER_UPLOAD_MAX} pictures at a time.`);
      return;
    }
    setUploading(files.length);
    setResults(null);
    setError(null);
    const action = await dispatch(uploadPictures(files));
    setUploading(0);
    if (uploadPictures.fulfilled.match(action)) {
      setResults(action.payload);
      if (action.payload.some((result) => result.ok)) onUploaded();
    } else {
      setError(action.payload ?? 'Failed to upload the pictures');
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  };

  return (
    <Box sx={{ mb: 4 }}>
      <Paper
        variant="outlined"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
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
        <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ mb: 2 }}>Drop SVG files here, or</Typography>
        <Button
          variant="contained"
          component="label"
          role={undefined}
          tabIndex={-1}
          disabled={uploading > 0}
          sx={{
            // The input inside takes the keyboard focus; show it on the button.
            '&:has(input:focus-visible)': {
              outline: '3px solid',
              outlineColor: 'primary.dark',
              outlineOffset: 2,
            },
          }}
        >
          Choose SVG files
          <Box
            component="input"
            sx={visuallyHidden}
            type="file"
            multiple
            accept=".svg,image/svg+xml"
            aria-label="SVG files to upload"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // The same file may be chosen again after a refusal.
              event.target.value = '';
              void send(files);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Up to {PICTURES_PER_UPLOAD_MAX} files at a time, {PICTURE_MAX_BYTES / 1024} KB at most
          each; names longer than {PICTURE_NAME_MAX} characters are shortened. Scripts, event
          handlers and links to other sites are removed before a picture is stored.
        </Typography>
        {uploading > 0 && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>
              Uploading {uploading} {uploading === 1 ? 'file' : 'files'}...
            </Typography>
          </Box>
        )}
      </Paper>
      {error && <ErrorState message={error} />}
      {results && <UploadResults results={results} onClose={() => setResults(null)} />}
    </Box>
  );
}
