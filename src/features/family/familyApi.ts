import type { ChildSummary } from '../../../contract/children';
import { serverData } from '../../lib/serverData/api';

export const FETCH_SUMMARY_FAILED = "We could not load this child's reading.";

/** The family view's periods, in days. */
export const FAMILY_PERIODS = [7, 30] as const;
export type FamilyPeriod = (typeof FAMILY_PERIODS)[number];

/**
 * One child's reading over the last 7 or 30 days (docs/children.md). Kept under the child's
 * profiles tag: deleting or changing a child asks again.
 */
export const familyApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    getChildSummary: build.query<ChildSummary, { childId: string; days: FamilyPeriod }>({
      query: ({ childId, days }) => ({
        url: `/children/${encodeURIComponent(childId)}/summary`,
        params: { days: String(days) },
      }),
      extraOptions: { fallback: FETCH_SUMMARY_FAILED },
      providesTags: ['Children'],
    }),
  }),
});

export const { useGetChildSummaryQuery } = familyApi;
