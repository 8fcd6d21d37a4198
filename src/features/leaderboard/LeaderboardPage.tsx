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
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { LeaderboardTable } from './LeaderboardTable';
import { FETCH_LEADERBOARD_FAILED, fetchLeaderboard } from './leaderboardThunks';

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'all', label: 'All time' },
];

const WAYS_TO_EARN = [
  {
    Icon: MenuBookIcon,
    colour: '#1f6fb2',
    text: `${POINTS.pageRead} point for every new page you read`,
  },
  {
    Icon: SportsScoreIcon,
    colour: '#117a65',
    text: `${POINTS.storyFinished} points for every story you finish`,
  },
  {
    Icon: StarIcon,
    colour: '#b9770e',
    text: `${POINTS.rightAnswer} points for every right answer in a story quiz`,
  },
];

function HowToEarn({ period }: { period: LeaderboardPeriod }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {period === 'week' ? 'No points yet this week!' : 'No points yet!'}
      </Typography>
      <Typography sx={{ fontSize: 18, mb: 1 }}>Here is how to get on the board:</Typography>
      <Stack component="ul" spacing={1} sx={{ fontSize: 18, listStyle: 'none', p: 0, mb: 3 }}>
        {WAYS_TO_EARN.map(({ Icon, colour, text }) => (
          <Stack
            key={text}
            component="li"
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'center' }}
          >
            <Icon aria-hidden sx={{ color: colour }} />
            <span>{text}</span>
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
        Read a story
      </Button>
    </Paper>
  );
}

function CallerSummary({ board }: { board: Leaderboard }) {
  if (!board.caller) {
    return (
      <Typography sx={{ mb: 2 }} color="text.secondary">
        You have no points {board.period === 'week' ? 'this week' : ''} yet: read a story to join
        in!
      </Typography>
    );
  }
  return (
    <Typography sx={{ mb: 2, fontSize: 18 }}>
      You are number <strong>{board.caller.rank}</strong> with{' '}
      <strong>{board.caller.points}</strong> {board.caller.points === 1 ? 'point' : 'points'}.
    </Typography>
  );
}

export default function LeaderboardPage() {
  const dispatch = useAppDispatch();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const board = useThunkLoad(
    () => dispatch(fetchLeaderboard(period)),
    period,
    FETCH_LEADERBOARD_FAILED,
  );
  const label = PERIODS.find((item) => item.value === period)?.label ?? '';

  return (
    <ScreenIntro
      title="LeaderBoard"
      description="Points for pages read, stories finished and quiz answers: this week and of all time."
    >
      <Tabs
        value={period}
        onChange={(_, value: LeaderboardPeriod) => setPeriod(value)}
        aria-label="Leaderboard period"
        sx={{ mb: 2 }}
      >
        {PERIODS.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>
      {board.status === 'failed' && board.error && (
        <ErrorState message={board.error} onRetry={board.reload} />
      )}
      {board.status === 'loading' && <Typography role="status">Loading...</Typography>}
      {board.status === 'succeeded' && board.data && (
        <Stack>
          {board.data.top.length === 0 ? (
            <HowToEarn period={period} />
          ) : (
            <>
              <CallerSummary board={board.data} />
              <LeaderboardTable
                top={board.data.top}
                caller={board.data.caller}
                label={`Leaderboard: ${label}`}
              />
              {period === 'week' && (
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  A new week starts every Monday.
                </Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </ScreenIntro>
  );
}
