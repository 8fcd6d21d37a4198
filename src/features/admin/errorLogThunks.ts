import type { ErrorLogPage } from '../../../contract/api';
import { createApiThunk } from '../../app/hooks';

export const FETCH_ERROR_LOG_FAILED = 'Failed to fetch the error log';
export const CLEAR_ERROR_LOG_FAILED = 'Failed to clear the error log';

/** One page of reported errors; the screen keeps it (the log is not app state). */
export const fetchErrorLog = createApiThunk<ErrorLogPage, { page: number; pageSize: number }>(
  'errorLog/fetch',
  async (query, api) => (await api.get<ErrorLogPage>('/errorLog', { params: query })).data,
  FETCH_ERROR_LOG_FAILED,
);

export const clearErrorLog = createApiThunk(
  'errorLog/clear',
  async (_, api) => {
    await api.delete('/errorLog');
  },
  CLEAR_ERROR_LOG_FAILED,
);
