import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { useT } from '../../i18n/useT';

/** The story could not be loaded: why, and a retry. */
export function EditorLoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
        {t('editor.title')}
      </Typography>
      <ErrorState message={message} onRetry={onRetry} />
    </Box>
  );
}

/** The editor's shape while its story loads. */
export function EditorLoading() {
  const t = useT();
  return (
    <Box aria-busy="true" aria-label={t('editor.loadingStory')}>
      <Skeleton width={260} height={48} />
      <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 4 }} />
    </Box>
  );
}
