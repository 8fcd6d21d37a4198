import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BrushIcon from '@mui/icons-material/Brush';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { env } from '../../lib/env';

const FEATURES = [
  {
    icon: <AutoStoriesIcon fontSize="large" color="primary" />,
    title: 'Picture-book stories',
    text: 'Timeless tales from the Panchatantra, the Jataka and Aesop, with a picture on every page.',
  },
  {
    icon: <RecordVoiceOverIcon fontSize="large" color="primary" />,
    title: 'Read aloud',
    text: 'Press play and hear the story, each word lighting up as it is spoken.',
  },
  {
    icon: <TranslateIcon fontSize="large" color="primary" />,
    title: 'Eight languages',
    text: 'English, हिन्दी, Español, తెలుగు, தமிழ், ਪੰਜਾਬੀ, ગુજરાતી and मराठी.',
  },
  {
    icon: <BrushIcon fontSize="large" color="primary" />,
    title: 'Your own stories',
    text: 'Parents can send us a story; we turn it into a picture book for everyone.',
  },
];

export default function HomePage() {
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
          Welcome to {env.VITE_APP_TITLE}
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 22 }, mb: 3, maxWidth: 640 }}>
          Stories to read together, page by page, and to hear in the language you love best.
        </Typography>
        <Button component={RouterLink} to={paths.stories} variant="contained" size="large">
          Start reading
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
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
