import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChildSummary } from '../../../contract/children';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { useTranslator } from '../../i18n/translatorContext';

/** What the bars show: pages read or minutes read each day. */
export type ChartMeasure = 'pages' | 'minutes';

/** A day of the summary (YYYY-MM-DD, a UTC day) as a date to format in UTC. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A quiet scale for an empty period, so zero bars sit on an axis that still reads. */
const EMPTY_SCALE_MAX = { pages: 4, minutes: 10 } as const;

/**
 * One child's days as bars, in the theme's colours, with the same numbers in a table for
 * screen readers (the drawing itself is hidden from them: a table reads better than bars).
 */
export function DailyReadingChart({
  daily,
  measure,
  caption,
  emptyNote,
}: {
  daily: ChildSummary['daily'];
  measure: ChartMeasure;
  caption: string;
  /** Said over the chart when the period has no reading at all. */
  emptyNote?: string | undefined;
}) {
  const t = useT();
  const translator = useTranslator();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const longPeriod = daily.length > 7;
  const dataset = daily.map((day) => ({
    label: translator.date(
      dayOf(day.date),
      longPeriod
        ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { weekday: 'short', timeZone: 'UTC' },
    ),
    pages: day.pages,
    minutes: day.minutes,
  }));
  const empty = daily.every((day) => day[measure] === 0);
  const light = theme.palette.mode === 'light';
  // Bars need 3:1 against the paper: the green is deepened on white, the blue reads on both.
  const colour =
    measure === 'pages'
      ? theme.palette.primary.main
      : light
        ? theme.palette.secondary.dark
        : theme.palette.secondary.main;
  const formatValue = (value: number | null) =>
    value === null ? '' : translator.number(value, { maximumFractionDigits: 1 });

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box aria-hidden sx={{ height: 220 }}>
        <BarChart
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[
            {
              width: 40,
              tickMinStep: 1,
              ...(empty ? { min: 0, max: EMPTY_SCALE_MAX[measure] } : {}),
              valueFormatter: (value: number) => translator.number(value),
            },
          ]}
          series={[
            {
              dataKey: measure,
              label: t(measure === 'pages' ? 'family.measure.pages' : 'family.measure.minutes'),
              color: colour,
              valueFormatter: formatValue,
            },
          ]}
          height={220}
          hideLegend
          grid={{ horizontal: true }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          skipAnimation={reducedMotion}
          // The drawing is hidden from assistive technology (the table says the same), so none
          // of it may take focus either.
          disableKeyboardNavigation
          borderRadius={4}
        />
      </Box>
      {emptyNote && (
        <Box
          sx={{
            position: 'absolute',
            inset: '8px 8px 28px 48px',
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography
            sx={{
              maxWidth: 420,
              px: 2,
              py: 1.5,
              borderRadius: 3,
              textAlign: 'center',
              bgcolor: 'background.paper',
              boxShadow: 1,
            }}
          >
            {emptyNote}
          </Typography>
        </Box>
      )}
      {/* Hidden by a wrapper: a table keeps the width of its content, whatever its own. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('family.table.day')}</th>
              <th scope="col">{t('family.table.pages')}</th>
              <th scope="col">{t('family.table.minutes')}</th>
              <th scope="col">{t('family.table.stories')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {translator.date(dayOf(day.date), {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    timeZone: 'UTC',
                  })}
                </th>
                <td>{translator.number(day.pages)}</td>
                <td>{formatValue(day.minutes)}</td>
                <td>{translator.number(day.storiesFinished)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
