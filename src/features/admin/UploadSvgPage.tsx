import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Picture } from '../../../contract/pictures';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { FETCH_PICTURES_FAILED, fetchPictures } from '../pictures/pictureThunks';
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

export default function UploadSvgPage() {
  const dispatch = useAppDispatch();
  const library = useThunkLoad(() => dispatch(fetchPictures()), 'pictures', FETCH_PICTURES_FAILED);
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pictures = library.data;

  const copy = async (picture: Picture) => {
    const copied = await copyText(picture.path);
    setNotice(
      copied
        ? `Copied ${picture.path}`
        : `Copying is not allowed here; the address is ${picture.path}`,
    );
  };
  const deleted = (picture: Picture) => {
    setDeleting(null);
    library.update((items) => items.filter((item) => item.hash !== picture.hash));
    setNotice(`Deleted ${picture.name}`);
  };

  return (
    <ScreenIntro
      title="Upload SVG"
      description="The picture library: SVG pictures for story pages, cleaned of scripts before they are stored."
    >
      <PictureUploader onUploaded={library.reload} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Library{pictures ? ` (${pictures.length})` : ''}
      </Typography>
      {library.error && <ErrorState message={library.error} onRetry={library.reload} />}
      {!pictures && library.status === 'loading' && (
        <Box sx={libraryGrid} aria-busy="true" aria-label="Loading pictures">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rectangular" height={260} sx={{ borderRadius: 2 }} />
          ))}
        </Box>
      )}
      {pictures?.length === 0 && (
        <Alert severity="info">The library is empty. Upload your first SVG pictures above.</Alert>
      )}
      {pictures && pictures.length > 0 && (
        <Box sx={libraryGrid} aria-label="Pictures" role="list">
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
        message={notice}
      />
    </ScreenIntro>
  );
}
