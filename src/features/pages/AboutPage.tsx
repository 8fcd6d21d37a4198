import Typography from '@mui/material/Typography';
import { ScreenIntro } from '../../components/ScreenIntro';
import { env } from '../../lib/env';

export default function AboutPage() {
  return (
    <ScreenIntro
      title="About Us"
      description={`${env.VITE_APP_TITLE} means "story" in Hindi. We make reading time warm, easy and joyful.`}
    >
      <Typography sx={{ mb: 2 }}>
        Children everywhere grow up with stories told by grandparents, parents and teachers. We
        bring the much-loved tales of India and the world to one friendly place, with a picture on
        every page and a voice that reads along, in English and in seven Indian and world languages.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Each word lights up as it is spoken, so early readers can follow along and learn to read on
        their own. Grown-ups can turn on self-reading, change the text size and font, and choose a
        calm dark theme for bedtime.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Parents can send us stories of their own. Our two editors read every story, add pictures and
        translations, and publish it for every family to enjoy.
      </Typography>
    </ScreenIntro>
  );
}
