import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';

function StatusPage({ title, text }: { title: MessageId; text: MessageId }) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 96, height: 96, mb: 2 }} />
      <Typography variant="h3" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(text)}
      </Typography>
      <Button component={RouterLink} to={paths.stories} variant="contained">
        {t('common.backToStories')}
      </Button>
    </Box>
  );
}

export function NotFoundPage() {
  return <StatusPage title="common.notFound" text="common.notFoundText" />;
}

export function ServerErrorPage() {
  return <StatusPage title="common.serverError" text="common.serverErrorText" />;
}
