import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BrushIcon from '@mui/icons-material/Brush';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';

const FEATURES: { icon: ReactNode; title: MessageId; text: MessageId }[] = [
  {
    icon: <AutoStoriesIcon fontSize="large" color="primary" />,
    title: 'pages.home.pictureBooks.title',
    text: 'pages.home.pictureBooks.text',
  },
  {
    icon: <RecordVoiceOverIcon fontSize="large" color="primary" />,
    title: 'pages.home.readAloud.title',
    text: 'pages.home.readAloud.text',
  },
  {
    icon: <TranslateIcon fontSize="large" color="primary" />,
    title: 'pages.home.languages.title',
    text: 'pages.home.languages.text',
  },
  {
    icon: <BrushIcon fontSize="large" color="primary" />,
    title: 'pages.home.ownStories.title',
    text: 'pages.home.ownStories.text',
  },
];

export default function HomePage() {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box
        sx={{
          borderRadius: 6,
          p: { xs: 3, md: 6 },
          mb: 4,
          background: 'linear-gradient(135deg, #e8f4fd 0%, #fef6e4 60%, #e9f9ef 100%)',
          color: '#23313f',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 }, mb: 2 }}>
          {t('pages.home.title', { brand: env.VITE_APP_TITLE })}
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 22 }, mb: 3, maxWidth: 640 }}>
          {t('pages.home.intro')}
        </Typography>
        <Button component={RouterLink} to={paths.stories} variant="contained" size="large">
          {t('pages.home.startReading')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {FEATURES.map((feature) => (
          <Card key={feature.title} variant="outlined">
            <CardContent>
              {feature.icon}
              <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                {t(feature.title)}
              </Typography>
              <Typography color="text.secondary">{t(feature.text)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
