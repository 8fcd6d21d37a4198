import type { Leaderboard, LeaderboardPeriod } from '../../../contract/quizzes';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';

export const FETCH_LEADERBOARD_FAILED = 'Failed to fetch the leaderboard';

/** The top readers of a period and the caller's own place (kept by the screen). */
export const fetchLeaderboard = createAppAsyncThunk<Leaderboard, LeaderboardPeriod>(
  'leaderboard/fetch',
  async (period, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Leaderboard>('/leaderboard', { params: { period } });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_LEADERBOARD_FAILED));
    }
  },
);
