import StreakIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { Child } from '../../../contract/children';
import { ErrorState } from '../../components/ErrorState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { useTranslator } from '../../i18n/translatorContext';
import { messageOf } from '../../lib/serverData/api';
import { DailyReadingChart, type ChartMeasure } from './DailyReadingChart';
import { FETCH_SUMMARY_FAILED, useGetChildSummaryQuery, type FamilyPeriod } from './familyApi';
import { HowTheyRead } from './HowTheyRead';
import { CoachWords } from './CoachWords';

/** One number of the period, large, with what it counts under it, on a tint of its colour. */
function Figure({
  value,
  label,
  icon,
  tone = 'primary',
}: {
  value: string;
  label: string;
  icon?: ReactNode;
  tone?: 'primary' | 'warning';
}) {
  return (
    <Box
      component="li"
      sx={(theme) => ({
        px: 2,
        py: 1.5,
        borderRadius: 3,
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
      })}
    >
      <Typography
        component="span"
        sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2, display: 'flex', gap: 0.5 }}
      >
        {icon}
        {value}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * A child's reading over the period: the figures, the chart of each day, how they read and
 * the words practised with the coach. Each child loads on its own, so one failure leaves the
 * others readable and offers its own retry.
 */
export function ChildReadingCard({
  child,
  days,
  measure,
  avatar,
}: {
  child: Child;
  days: FamilyPeriod;
  measure: ChartMeasure;
  avatar: ReactNode;
}) {
  const t = useT();
  const translator = useTranslator();
  const headingId = useId();
  // Reading changes as the children read: asked afresh each time the view opens.
  const summary = useGetChildSummaryQuery(
    { childId: child.id, days },
    { refetchOnMountOrArgChange: true },
  );
  const data = summary.currentData;

  let body: ReactNode;
  if (summary.error && !summary.isFetching) {
    const message = messageOf(summary.error, FETCH_SUMMARY_FAILED);
    body = (
      <ErrorState
        message={
          // The view's own fallback is translated; a server's sentence is shown as written.
          message === FETCH_SUMMARY_FAILED
            ? t('family.error.summary', { nickname: child.nickname })
            : message
        }
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Box role="status">
        <Box sx={visuallyHidden}>{t('family.loadingChild', { nickname: child.nickname })}</Box>
        <Skeleton variant="rounded" height={76} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  } else {
    const { totals } = data;
    const quiet = totals.pages === 0 && totals.minutes === 0;
    body = (
      <>
        <Box
          component="ul"
          aria-label={t('family.figures', { days })}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Figure
            // A few minutes keep their tenths, so a short read does not show as nothing.
            value={translator.number(totals.minutes, {
              maximumFractionDigits: totals.minutes < 10 ? 1 : 0,
            })}
            label={t('family.figure.minutes')}
          />
          <Figure value={translator.number(totals.pages)} label={t('family.figure.pages')} />
          <Figure
            value={translator.number(totals.storiesFinished)}
            label={t('family.figure.stories')}
          />
          <Figure
            value={translator.number(data.streak)}
            label={t('family.figure.streak')}
            tone={data.streak > 0 ? 'warning' : 'primary'}
            icon={
              <StreakIcon
                aria-hidden
                sx={{
                  fontSize: 28,
                  mt: '3px',
                  color: data.streak > 0 ? 'warning.main' : 'text.disabled',
                }}
              />
            }
          />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(measure === 'pages' ? 'family.chart.pages' : 'family.chart.minutes')}
        </Typography>
        <DailyReadingChart
          daily={data.daily}
          measure={measure}
          caption={t('family.table.caption', { nickname: child.nickname, days })}
          emptyNote={quiet ? t('family.quiet', { days }) : undefined}
        />
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <HowTheyRead modes={data.modes} />
          <CoachWords practised={data.wordsPractised} hardWords={data.hardWords} />
        </Box>
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {avatar}
        <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {child.nickname}
        </Typography>
      </Box>
      {body}
    </Paper>
  );
}
