import type { KnownFailures } from '../../i18n/useKnownFailures';
import {
  DELETE_ACCOUNT_FAILED,
  FETCH_DELETIONS_FAILED,
  SEARCH_ACCOUNTS_FAILED,
} from './accountsThunks';
import { REVIEW_FAILED } from './adminStoriesThunks';
import { CLEAR_ERROR_LOG_FAILED, FETCH_ERROR_LOG_FAILED } from './errorLogThunks';

/** The administrators' screens' own failure messages, translated where they are shown. */
export const ADMIN_FAILURES: KnownFailures = {
  [REVIEW_FAILED]: 'admin.stories.error.review',
  [FETCH_ERROR_LOG_FAILED]: 'admin.errorLog.error.fetch',
  [CLEAR_ERROR_LOG_FAILED]: 'admin.errorLog.error.clear',
  [FETCH_DELETIONS_FAILED]: 'admin.deletions.error.fetch',
  [SEARCH_ACCOUNTS_FAILED]: 'admin.accounts.error.search',
  [DELETE_ACCOUNT_FAILED]: 'admin.accounts.error.delete',
};
