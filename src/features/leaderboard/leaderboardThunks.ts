import type { Leaderboard, LeaderboardPeriod } from '../../../contract/quizzes';
import { createApiThunk } from '../../app/hooks';

export const FETCH_LEADERBOARD_FAILED = 'Failed to fetch the leaderboard';

/** The top readers of a period and the caller's own place (kept by the screen). */
export const fetchLeaderboard = createApiThunk(
  'leaderboard/fetch',
  async (period: LeaderboardPeriod, api) =>
    (await api.get<Leaderboard>('/leaderboard', { params: { period } })).data,
  FETCH_LEADERBOARD_FAILED,
);
