import type { ErrorLogPage } from '../../../contract/api';
import { serverData } from '../../lib/serverData/api';

export const FETCH_ERROR_LOG_FAILED = 'Failed to fetch the error log';
export const CLEAR_ERROR_LOG_FAILED = 'Failed to clear the error log';

/** A page of the log, counted from 0. */
export interface ErrorLogQuery {
  page: number;
  pageSize: number;
}

export const errorLogApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** One page of reported errors, newest first. */
    getErrorLog: build.query<ErrorLogPage, ErrorLogQuery>({
      query: ({ page, pageSize }) => ({ url: '/errorLog', params: { page, pageSize } }),
      extraOptions: { fallback: FETCH_ERROR_LOG_FAILED },
      providesTags: ['ErrorLog'],
    }),

    /** Empties the log; the page on screen is asked for afresh. */
    clearErrorLog: build.mutation<void, void>({
      query: () => ({ url: '/errorLog', method: 'delete' }),
      extraOptions: { fallback: CLEAR_ERROR_LOG_FAILED },
      invalidatesTags: ['ErrorLog'],
    }),
  }),
});

export const { useGetErrorLogQuery, useClearErrorLogMutation } = errorLogApi;
