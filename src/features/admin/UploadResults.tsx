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

function describe(result: PictureUploadResult): string {
  if (!result.ok) return result.message;
  if (result.duplicate) return `Already in the library as ${result.picture.name}`;
  const said = ['Added'];
  if (storedPictureName(result.fileName).shortened) {
    said.push(`its name was shortened to ${PICTURE_NAME_MAX} characters`);
  }
  if (result.removed.length) said.push(`removed ${result.removed.join(', ')}`);
  return said.join('; ');
}

/** What became of each file of the last upload: added, already there, or refused and why. */
export function UploadResults({
  results,
  onClose,
}: {
  results: readonly PictureUploadResult[];
  onClose: () => void;
}) {
  const added = results.filter((result) => result.ok).length;
  const severity = added === results.length ? 'success' : added ? 'warning' : 'error';
  const title =
    added === 0
      ? `No picture was added (${results.length} refused)`
      : `${added} of ${results.length} ${results.length === 1 ? 'picture' : 'pictures'} added`;
  return (
    <Alert severity={severity} onClose={onClose} sx={{ mt: 2 }} aria-label="Upload results">
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding>
        {results.map((result, index) => (
          <ListItem key={`${index}-${result.fileName}`} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {result.ok ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="Added" />
              ) : (
                <ErrorIcon fontSize="small" color="error" titleAccess="Refused" />
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
