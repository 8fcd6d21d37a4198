import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Picture } from '../../../contract/pictures';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { PictureThumbnail, usePictureFormats } from '../pictures';

interface PictureCardProps {
  picture: Picture;
  onCopy: (picture: Picture) => void;
  onDelete: (picture: Picture) => void;
}

/** One picture of the library: preview, name, size, date, where it is used, and actions. */
export function PictureCard({ picture, onCopy, onDelete }: PictureCardProps) {
  const t = useT();
  const formats = usePictureFormats();
  const usedIn = picture.usedBy.map((story) => story.title).join(', ');
  return (
    <Card component="article" aria-label={picture.name} variant="outlined">
      <PictureThumbnail path={picture.path} alt={picture.name} />
      <CardContent sx={{ pb: 1 }}>
        <Typography noWrap title={picture.name} sx={{ fontWeight: 600 }}>
          {picture.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formats.size(picture.size)} · {formats.date(picture.createdAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap title={usedIn || undefined}>
          {usedIn ? t('admin.picture.usedIn', { titles: usedIn }) : t('admin.picture.notUsed')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(picture)}>
          {t('admin.picture.copyAddress')}
        </Button>
        <Tooltip title={t('admin.picture.openStored')}>
          <IconButton
            size="small"
            component="a"
            href={assetUrl(picture.path)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('admin.picture.open', { name: picture.name })}
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(picture)}
          sx={{ ml: 'auto' }}
        >
          {t('admin.picture.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
