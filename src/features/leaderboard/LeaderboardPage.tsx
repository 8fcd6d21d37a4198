import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import StarIcon from '@mui/icons-material/Star';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { POINTS, type Leaderboard, type LeaderboardPeriod } from '../../../contract/quizzes';
import { useAppSelector } from '../../app/hooks';
import { selectReadingChildId } from '../../lib/activeReader';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { Message } from '../../i18n/Message';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { LeaderboardTable } from './LeaderboardTable';
import { messageOf } from '../../lib/serverData/api';
import { FETCH_LEADERBOARD_FAILED, useGetLeaderboardQuery } from './leaderboardApi';

const PERIODS: { value: LeaderboardPeriod; label: MessageId }[] = [
  { value: 'week', label: 'leaderboard.period.week' },
  { value: 'all', label: 'leaderboard.period.all' },
];

const WAYS_TO_EARN = [
  {
    Icon: MenuBookIcon,
    colour: '#1f6fb2',
    text: 'leaderboard.earn.pageRead' as const,
    points: POINTS.pageRead,
  },
  {
    Icon: SportsScoreIcon,
    colour: '#117a65',
    text: 'leaderboard.earn.storyFinished' as const,
    points: POINTS.storyFinished,
  },
  {
    Icon: StarIcon,
    colour: '#b9770e',
    text: 'leaderboard.earn.rightAnswer' as const,
    points: POINTS.rightAnswer,
  },
];

function HowToEarn({ period }: { period: LeaderboardPeriod }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t(period === 'week' ? 'leaderboard.empty.week' : 'leaderboard.empty.all')}
      </Typography>
      <Typography sx={{ fontSize: 18, mb: 1 }}>{t('leaderboard.howToEarn')}</Typography>
      <Stack component="ul" spacing={1} sx={{ fontSize: 18, listStyle: 'none', p: 0, mb: 3 }}>
        {WAYS_TO_EARN.map(({ Icon, colour, text, points }) => (
          <Stack
            key={text}
            component="li"
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'center' }}
          >
            <Icon aria-hidden sx={{ color: colour }} />
            <span>{t(text, { count: points })}</span>
          </Stack>
        ))}
      </Stack>
      <Button
        component={RouterLink}
        to={paths.stories}
        variant="contained"
        size="large"
        startIcon={<AutoStoriesIcon />}
      >
        {t('leaderboard.readAStory')}
      </Button>
    </Paper>
  );
}

function CallerSummary({ board }: { board: Leaderboard }) {
  const t = useT();
  if (!board.caller) {
    return (
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('leaderboard.callerNoPoints', { period: board.period })}
      </Typography>
    );
  }
  return (
    <Typography sx={{ mb: 2, fontSize: 18 }}>
      <Message
        id="leaderboard.callerPlace"
        values={{
          rank: board.caller.rank,
          points: board.caller.points,
          b: (parts) => <strong>{parts}</strong>,
        }}
      />
    </Typography>
  );
}

export default function LeaderboardPage() {
  const t = useT();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  // The reader's own place is the child's while a child reads.
  const childId = useAppSelector(selectReadingChildId);
  // Points change as anyone reads: the board is asked for afresh each time it opens.
  const board = useGetLeaderboardQuery({ period, childId }, { refetchOnMountOrArgChange: true });
  const label = PERIODS.find((item) => item.value === period)?.label ?? 'leaderboard.period.week';

  return (
    <ScreenIntro title={t('leaderboard.title')} description={t('leaderboard.description')}>
      <Tabs
        value={period}
        onChange={(_, value: LeaderboardPeriod) => setPeriod(value)}
        aria-label={t('leaderboard.periods')}
        sx={{ mb: 2 }}
      >
        {PERIODS.map((item) => (
          <Tab key={item.value} value={item.value} label={t(item.label)} />
        ))}
      </Tabs>
      {board.error && !board.isFetching && (
        <ErrorState
          message={
            // The screen's own fallback is translated; a server's message stays as it wrote it.
            messageOf(board.error, FETCH_LEADERBOARD_FAILED) === FETCH_LEADERBOARD_FAILED
              ? t('leaderboard.error.fetchFailed')
              : messageOf(board.error, FETCH_LEADERBOARD_FAILED)
          }
          onRetry={() => void board.refetch()}
        />
      )}
      {board.isFetching && <Typography role="status">{t('common.loading')}</Typography>}
      {!board.isFetching && board.currentData && (
        <Stack>
          {board.currentData.top.length === 0 ? (
            <HowToEarn period={period} />
          ) : (
            <>
              <CallerSummary board={board.currentData} />
              <LeaderboardTable
                top={board.currentData.top}
                caller={board.currentData.caller}
                label={t('leaderboard.tableLabel', { period: t(label) })}
              />
              {period === 'week' && (
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  {t('leaderboard.newWeek')}
                </Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </ScreenIntro>
  );
}
