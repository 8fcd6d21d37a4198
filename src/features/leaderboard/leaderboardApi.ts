import type { Leaderboard, LeaderboardPeriod } from '../../../contract/quizzes';
import { serverData } from '../../lib/serverData/api';

export const FETCH_LEADERBOARD_FAILED = 'Failed to fetch the leaderboard';

export const leaderboardApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The top readers of a period and the caller's own place. */
    getLeaderboard: build.query<Leaderboard, LeaderboardPeriod>({
      query: (period) => ({ url: '/leaderboard', params: { period } }),
      extraOptions: { fallback: FETCH_LEADERBOARD_FAILED },
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
