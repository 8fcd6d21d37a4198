import Typography from '@mui/material/Typography';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';

export default function AboutPage() {
  const t = useT();
  return (
    <ScreenIntro
      title={t('pages.about.title')}
      description={t('pages.about.description', { brand: env.VITE_APP_TITLE })}
    >
      <Typography sx={{ mb: 2 }}>{t('pages.about.stories')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('pages.about.reading')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('pages.about.parents')}</Typography>
    </ScreenIntro>
  );
}
