import BookmarkIcon from '@mui/icons-material/Bookmark';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/useT';

/** A reader carrying on from a later page is told so, with a way back to the start. */
export function ContinuingBanner({ page, onStartOver }: { page: number; onStartOver: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="info"
      role="status"
      icon={<BookmarkIcon />}
      action={
        <Button color="inherit" size="small" onClick={onStartOver}>
          {t('reader.startOver')}
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      {t('reader.continuingFrom', { page })}
    </Alert>
  );
}
