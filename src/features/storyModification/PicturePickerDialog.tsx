import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pictureHashOf, type Picture } from '../../../contract/pictures';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';
import { PictureThumbnail, usePictureLibrary } from '../pictures';

interface PicturePickerDialogProps {
  pageNumber: number;
  /** The page's picture now, highlighted when it is one of the library's. */
  currentPath: string;
  onChoose: (picture: Picture) => void;
  onClose: () => void;
}

function PictureTile(props: { picture: Picture; selected: boolean; onSelect: () => void }) {
  const { picture, selected, onSelect } = props;
  return (
    <ButtonBase
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={picture.name}
      focusRipple
      sx={{
        display: 'block',
        position: 'relative',
        textAlign: 'left',
        borderRadius: 2,
        overflow: 'hidden',
        border: 3,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <PictureThumbnail path={picture.path} alt="" />
      {selected && (
        <CheckCircleIcon
          color="primary"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'background.paper',
            borderRadius: '50%',
          }}
        />
      )}
      <Typography variant="body2" noWrap title={picture.name} sx={{ px: 1, py: 0.5 }}>
        {picture.name}
      </Typography>
    </ButtonBase>
  );
}

/** The picture library with previews, to choose a page's picture from. Mounted when opened. */
export function PicturePickerDialog(props: PicturePickerDialogProps) {
  const { pageNumber, currentPath, onChoose, onClose } = props;
  const t = useT();
  // Opened to choose: it shows the library as it is now, pictures other administrators added too.
  const { pictures, loading, failure, reload } = usePictureLibrary({ askAfresh: true });
  const [selected, setSelected] = useState<string | null>(pictureHashOf(currentPath));
  const chosen = pictures?.find((picture) => picture.hash === selected) ?? null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="picture-picker-title">
      <DialogTitle id="picture-picker-title">
        {t('editor.picker.title', { page: pageNumber })}
      </DialogTitle>
      <DialogContent dividers>
        {failure && <ErrorState message={failure} onRetry={reload} />}
        {loading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('editor.picker.loading')} />
          </Box>
        )}
        {pictures?.length === 0 && (
          <Alert severity="info">
            <Message
              id="editor.picker.empty"
              values={{
                link: (parts) => (
                  <Link component={RouterLink} to={paths.uploadSvg}>
                    {parts}
                  </Link>
                ),
              }}
            />
          </Alert>
        )}
        {pictures && pictures.length > 0 && (
          <Box
            role="group"
            aria-label={t('editor.picker.pictures')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(auto-fill, minmax(160px, 1fr))',
              },
            }}
          >
            {pictures.map((picture) => (
              <PictureTile
                key={picture.hash}
                picture={picture}
                selected={picture.hash === selected}
                onSelect={() => setSelected(picture.hash)}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          {t('editor.picker.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
