import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Picture } from '../../../contract/pictures';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import type { MessageId } from '../../i18n/messageIds';
import type { MessageValue } from '../../i18n/translator';
import { useT } from '../../i18n/useT';
import { usePictureLibrary } from '../pictures';
import { DeletePictureDialog } from './DeletePictureDialog';
import { PictureCard } from './PictureCard';
import { PictureUploader } from './PictureUploader';

const libraryGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What the snackbar says, worded when shown so it follows the interface language. */
interface Notice {
  id: MessageId;
  values: Record<string, MessageValue>;
}

export default function UploadSvgPage() {
  const t = useT();
  const { pictures, loading, failure, reload } = usePictureLibrary();
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const copy = async (picture: Picture) => {
    const copied = await copyText(picture.path);
    setNotice({
      id: copied ? 'admin.upload.copied' : 'admin.upload.copyRefused',
      values: { path: picture.path },
    });
  };
  const deleted = (picture: Picture) => {
    setDeleting(null);
    setNotice({ id: 'admin.upload.deleted', values: { name: picture.name } });
  };

  return (
    <ScreenIntro title={t('admin.upload.title')} description={t('admin.upload.description')}>
      <PictureUploader />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {pictures
          ? t('admin.upload.libraryCount', { count: pictures.length })
          : t('admin.upload.library')}
      </Typography>
      {failure && <ErrorState message={failure} onRetry={reload} />}
      {loading && (
        <Box sx={libraryGrid} aria-busy="true" aria-label={t('admin.upload.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rectangular" height={260} sx={{ borderRadius: 2 }} />
          ))}
        </Box>
      )}
      {pictures?.length === 0 && <Alert severity="info">{t('admin.upload.empty')}</Alert>}
      {pictures && pictures.length > 0 && (
        <Box sx={libraryGrid} aria-label={t('admin.upload.pictures')} role="list">
          {pictures.map((picture) => (
            <Box key={picture.hash} role="listitem">
              <PictureCard
                picture={picture}
                onCopy={(item) => void copy(item)}
                onDelete={setDeleting}
              />
            </Box>
          ))}
        </Box>
      )}
      <DeletePictureDialog
        picture={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={deleted}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice && t(notice.id, notice.values)}
      />
    </ScreenIntro>
  );
}
