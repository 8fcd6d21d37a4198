import type { GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { messageOf } from '../../lib/serverData/api';
import {
  CLEAR_ERROR_LOG_FAILED,
  FETCH_ERROR_LOG_FAILED,
  useClearErrorLogMutation,
  useGetErrorLogQuery,
} from './errorLogApi';

/** The Error Log a page at a time, and clearing it. */
export function useErrorLog() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  // Errors are reported at any time: the log is asked for afresh whenever it is opened.
  const log = useGetErrorLogQuery(
    { page: pagination.page, pageSize: pagination.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const [clearLog, clearing] = useClearErrorLogMutation();
  const loadError = log.isError ? messageOf(log.error, FETCH_ERROR_LOG_FAILED) : null;
  const clearError = clearing.isError ? messageOf(clearing.error, CLEAR_ERROR_LOG_FAILED) : null;

  return {
    pagination,
    /** The page on screen (the previous one while the next is asked for). */
    page: log.data ?? null,
    loading: log.isFetching,
    error: loadError ?? clearError,
    retry: () => {
      clearing.reset();
      void log.refetch();
    },
    turnPage: (model: GridPaginationModel) => {
      clearing.reset();
      setPagination(model);
    },
    /** Empties the log (the page on screen is asked for again), then shows its first page. */
    clear: async () => {
      const cleared = await clearLog().then((result) => !('error' in result));
      if (cleared) setPagination((current) => (current.page ? { ...current, page: 0 } : current));
    },
  };
}
