import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
  PICTURE_PIXELS_MAX,
  PICTURE_UPLOAD_MAX_BYTES,
  RASTER_PICTURE_MAX_BYTES,
} from '../../../contract/limits';
import { PICTURE_FILE_ACCEPT } from '../../../contract/pictures';
import { ErrorState } from '../../components/ErrorState';
import { FileDropZone } from '../../components/FileDropZone';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { PICTURE_FAILURES, exceedsUpload, uploadProgress, usePictureUpload } from '../pictures';
import { UploadResults } from './UploadResults';

const MEGABYTE = 1024 * 1024;

/** Why a choice of files is not sent at all. */
type TooBig = 'files' | 'bytes' | null;

/**
 * Choose or drop pictures (SVG, JPEG, PNG, WebP): they are sent at once, then checked on the server one after the
 * other while a bar shows how many were; at the end each file's fate is listed (and the
 * library, refreshed by its cache tag, shows the new pictures).
 */
export function PictureUploader() {
  const t = useT();
  const failureMessage = useKnownFailures(PICTURE_FAILURES);
  const { upload, send, retry, dismiss } = usePictureUpload();
  const [tooBig, setTooBig] = useState<TooBig>(null);
  const busy = upload.phase === 'sending' || upload.phase === 'checking';
  const progress = uploadProgress(upload);

  const choose = (files: File[]) => {
    if (!files.length || busy) return;
    const refused: TooBig =
      files.length > PICTURES_PER_UPLOAD_MAX ? 'files' : exceedsUpload(files) ? 'bytes' : null;
    setTooBig(refused);
    if (refused) return dismiss();
    void send(files);
  };

  return (
    <Box sx={{ mb: 4 }}>
      <FileDropZone
        icon={<CloudUploadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
        prompt={t('admin.upload.dropHere')}
        chooseLabel={t('admin.upload.choose')}
        inputLabel={t('admin.upload.filesToUpload')}
        accept={PICTURE_FILE_ACCEPT}
        disabled={busy}
        onChoose={choose}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('admin.upload.limits', {
            max: PICTURES_PER_UPLOAD_MAX,
            totalMegabytes: PICTURE_UPLOAD_MAX_BYTES / MEGABYTE,
            kilobytes: PICTURE_MAX_BYTES / 1024,
            megabytes: RASTER_PICTURE_MAX_BYTES / MEGABYTE,
            megapixels: PICTURE_PIXELS_MAX / 1_000_000,
            nameMax: PICTURE_NAME_MAX,
          })}
        </Typography>
        {upload.phase === 'sending' && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('admin.upload.uploading', { count: upload.files.length })}
            </Typography>
          </Box>
        )}
        {progress && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress
              variant="determinate"
              value={Math.round((100 * progress.checked) / progress.total)}
              aria-label={t('pictures.upload.checking')}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('pictures.upload.checked', progress)}
            </Typography>
          </Box>
        )}
      </FileDropZone>
      {tooBig === 'files' && (
        <ErrorState message={t('admin.upload.tooMany', { max: PICTURES_PER_UPLOAD_MAX })} />
      )}
      {tooBig === 'bytes' && (
        <ErrorState
          message={t('admin.upload.tooMuch', { megabytes: PICTURE_UPLOAD_MAX_BYTES / MEGABYTE })}
        />
      )}
      {upload.phase === 'failed' && (
        <ErrorState message={failureMessage(upload.message)} onRetry={retry} />
      )}
      {upload.phase === 'done' && <UploadResults results={upload.results} onClose={dismiss} />}
    </Box>
  );
}
