import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';

/** How long the server keeps an error report (its error-log retention). */
const ERROR_REPORT_DAYS = 30;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{children}</Typography>
    </>
  );
}

export default function PrivacyPage() {
  const t = useT();
  const brand = env.VITE_APP_TITLE;
  return (
    <ScreenIntro
      title={t('pages.privacy.title')}
      description={t('pages.privacy.description', { brand })}
    >
      <Section title={t('pages.privacy.stored.title')}>{t('pages.privacy.stored.text')}</Section>
      <Section title={t('pages.privacy.seen.title')}>{t('pages.privacy.seen.text')}</Section>
      <Section title={t('pages.privacy.errors.title')}>
        {t('pages.privacy.errors.text', { days: ERROR_REPORT_DAYS })}
      </Section>
      <Section title={t('pages.privacy.analytics.title')}>
        {t('pages.privacy.analytics.text', { brand })}
      </Section>
      <Section title={t('pages.privacy.recordings.title')}>
        {t('pages.privacy.recordings.text', { brand })}
      </Section>
      <Section title={t('pages.privacy.coach.title')}>
        {t('pages.privacy.coach.text', { brand })}
      </Section>
      <Section title={t('pages.privacy.deleting.title')}>
        {t('pages.privacy.deleting.text')}
      </Section>
    </ScreenIntro>
  );
}
