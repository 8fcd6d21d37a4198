import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { PICTURE_NAME_MAX } from '../../../contract/limits';
import { storedPictureName, type PictureUploadResult } from '../../../contract/pictures';
import { useT } from '../../i18n/useT';
import { useRefusalMessage } from '../pictures';

/** What became of each file of the last upload: added, already there, or refused and why. */
export function UploadResults({
  results,
  onClose,
}: {
  results: readonly PictureUploadResult[];
  onClose: () => void;
}) {
  const t = useT();
  const refusal = useRefusalMessage();
  const describe = (result: PictureUploadResult): string => {
    if (!result.ok) return refusal(result);
    if (result.duplicate) return t('admin.upload.alreadyInLibrary', { name: result.picture.name });
    const said = [
      result.removed.length
        ? t('admin.upload.addedRemoved', { removed: result.removed.join(', ') })
        : t('admin.upload.added'),
    ];
    // The library keeps a shorter name than the file's: say so rather than cut it silently.
    if (storedPictureName(result.fileName).shortened) {
      said.push(t('admin.upload.nameShortened', { max: PICTURE_NAME_MAX }));
    }
    return said.join('; ');
  };
  const added = results.filter((result) => result.ok).length;
  const severity = added === results.length ? 'success' : added ? 'warning' : 'error';
  const title =
    added === 0
      ? t('admin.upload.noneAdded', { count: results.length })
      : t('admin.upload.someAdded', { added, total: results.length });
  return (
    <Alert
      severity={severity}
      onClose={onClose}
      sx={{ mt: 2 }}
      aria-label={t('admin.upload.results')}
    >
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding>
        {results.map((result, index) => (
          <ListItem key={`${index}-${result.fileName}`} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {result.ok ? (
                <CheckCircleIcon
                  fontSize="small"
                  color="success"
                  titleAccess={t('admin.upload.added')}
                />
              ) : (
                <ErrorIcon fontSize="small" color="error" titleAccess={t('admin.upload.refused')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={result.fileName}
              secondary={describe(result)}
              slotProps={{
                primary: { sx: { wordBreak: 'break-word' } },
                secondary: { sx: { wordBreak: 'break-word' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
