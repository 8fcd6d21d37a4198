import AddIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { messageOf } from '../../lib/serverData/api';
import {
  CHILDREN_FAILURES,
  ChildAvatar,
  FETCH_CHILDREN_FAILED,
  useGetChildProfilesQuery,
} from '../children';
import { ChildReadingCard } from './ChildReadingCard';
import type { ChartMeasure } from './DailyReadingChart';
import { FAMILY_PERIODS, type FamilyPeriod } from './familyApi';

/** A choice of two or more, as one group of buttons; nothing chosen keeps the current one. */
function Choice<Value extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange(value: Value): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={label}
      value={value}
      onChange={(_, next: Value | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          sx={(theme) => ({
            px: 2,
            // The brand blue on its tint reads at under 3:1; its deeper or paler shade at AA.
            '&.Mui-selected': {
              color:
                theme.palette.mode === 'dark'
                  ? theme.palette.primary.light
                  : theme.palette.primary.dark,
            },
          })}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function NoChildrenYet() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('family.empty.title')}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('family.empty.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.children}
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
      >
        {t('family.empty.action')}
      </Button>
    </Paper>
  );
}

/** Each child's reading over the last 7 or 30 days, for the grown-ups of the account. */
export function FamilyView() {
  const t = useT();
  const uid = useAppSelector((state) => state.user.user?.uid ?? '');
  const profiles = useGetChildProfilesQuery(uid, { skip: !uid });
  const childrenFailure = useKnownFailures(CHILDREN_FAILURES);
  const [days, setDays] = useState<FamilyPeriod>(7);
  const [measure, setMeasure] = useState<ChartMeasure>('pages');
  const children = profiles.currentData;

  return (
    <ScreenIntro title={t('family.title')} description={t('family.description')}>
      {children && children.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, mb: 3, alignItems: 'center' }}
        >
          <Choice<FamilyPeriod>
            label={t('family.period.label')}
            value={days}
            options={FAMILY_PERIODS.map((period) => ({
              value: period,
              label: t('family.period.days', { days: period }),
            }))}
            onChange={setDays}
          />
          <Choice<ChartMeasure>
            label={t('family.measure.label')}
            value={measure}
            options={[
              { value: 'pages', label: t('family.measure.pages') },
              { value: 'minutes', label: t('family.measure.minutes') },
            ]}
            onChange={setMeasure}
          />
        </Stack>
      )}
      {profiles.error && !profiles.isFetching && (
        <ErrorState
          message={childrenFailure(messageOf(profiles.error, FETCH_CHILDREN_FAILED))}
          onRetry={() => void profiles.refetch()}
        />
      )}
      {!children && !profiles.error && (
        <Typography role="status" color="text.secondary">
          {t('family.loading')}
        </Typography>
      )}
      {children && children.length === 0 && <NoChildrenYet />}
      {children && children.length > 0 && (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
          {children.map((child) => (
            <ChildReadingCard
              key={child.id}
              child={child}
              days={days}
              measure={measure}
              avatar={<ChildAvatar avatar={child.avatar} size={48} speak="decorative" />}
            />
          ))}
        </Box>
      )}
    </ScreenIntro>
  );
}
