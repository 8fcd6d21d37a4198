import type { Leaderboard, LeaderboardPeriod } from '../../../contract/quizzes';
import { serverData } from '../../lib/serverData/api';

export const FETCH_LEADERBOARD_FAILED = 'Failed to fetch the leaderboard';

export const leaderboardApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The top readers of a period and the reader's own place: the child reading (`childId`),
     * or the account itself.
     */
    getLeaderboard: build.query<
      Leaderboard,
      { period: LeaderboardPeriod; childId?: string | null }
    >({
      query: ({ period, childId }) => ({
        url: '/leaderboard',
        params: childId ? { period, childId } : { period },
      }),
      extraOptions: { fallback: FETCH_LEADERBOARD_FAILED },
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
