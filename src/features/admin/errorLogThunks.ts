import type { ErrorLogPage } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';

export const FETCH_ERROR_LOG_FAILED = 'Failed to fetch the error log';

/** One page of reported errors; the screen keeps it (the log is not app state). */
export const fetchErrorLog = createAppAsyncThunk<ErrorLogPage, { page: number; pageSize: number }>(
  'errorLog/fetch',
  async (query, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<ErrorLogPage>('/errorLog', { params: query });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_ERROR_LOG_FAILED));
    }
  },
);

export const clearErrorLog = createAppAsyncThunk<void, void>(
  'errorLog/clear',
  async (_, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete('/errorLog');
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'Failed to clear the error log'));
    }
  },
);
