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
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import {
  PICTURE_FAILURES,
  UPLOAD_PICTURES_FAILED,
  uploadPictures,
} from '../pictures/pictureThunks';
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
  const t = useT();
  const failureMessage = useKnownFailures(PICTURE_FAILURES);
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState<number>(0);
  const [results, setResults] = useState<PictureUploadResult[] | null>(null);
  /** Too many files chosen, or the upload's failure message. */
  const [error, setError] = useState<{ tooMany: true } | { message: string } | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    if (!files.length || uploading) return;
    if (files.length > PICTURES_PER_UPLOAD_MAX) {
      setResults(null);
      setError({ tooMany: true });
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
      setError({ message: action.payload ?? UPLOAD_PICTURES_FAILED });
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
        <Typography sx={{ mb: 2 }}>{t('admin.upload.dropHere')}</Typography>
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
          {t('admin.upload.choose')}
          <Box
            component="input"
            sx={visuallyHidden}
            type="file"
            multiple
            accept=".svg,image/svg+xml"
            aria-label={t('admin.upload.filesToUpload')}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // The same file may be chosen again after a refusal.
              event.target.value = '';
              void send(files);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('admin.upload.limits', {
            max: PICTURES_PER_UPLOAD_MAX,
            kilobytes: PICTURE_MAX_BYTES / 1024,
            nameMax: PICTURE_NAME_MAX,
          })}
        </Typography>
        {uploading > 0 && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('admin.upload.uploading', { count: uploading })}
            </Typography>
          </Box>
        )}
      </Paper>
      {error && (
        <ErrorState
          message={
            'tooMany' in error
              ? t('admin.upload.tooMany', { max: PICTURES_PER_UPLOAD_MAX })
              : failureMessage(error.message)
          }
        />
      )}
      {results && <UploadResults results={results} onClose={() => setResults(null)} />}
    </Box>
  );
}
