import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';

function StatusPage({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 96, height: 96, mb: 2 }} />
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={paths.stories} variant="contained">
        Back to the stories
      </Button>
    </Box>
  );
}

export function NotFoundPage() {
  return <StatusPage title="Not Found" text="We looked everywhere but could not find that page." />;
}

export function ServerErrorPage() {
  return (
    <StatusPage
      title="Server Error"
      text="Something went wrong on our side. Please try again soon."
    />
  );
}
