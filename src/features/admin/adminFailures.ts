import type { Failure } from '../../i18n/forms/validationMessages';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { messageOf, type ServerError } from '../../lib/serverData/api';
import {
  DELETE_ACCOUNT_FAILED,
  FETCH_DELETIONS_FAILED,
  SEARCH_ACCOUNTS_FAILED,
} from './accountsApi';
import { REVIEW_FAILED } from './adminStoriesApi';
import { CLEAR_ERROR_LOG_FAILED, FETCH_ERROR_LOG_FAILED } from './errorLogApi';

/** The administrators' screens' own failure messages, translated where they are shown. */
export const ADMIN_FAILURES: KnownFailures = {
  [REVIEW_FAILED]: 'admin.stories.error.review',
  [FETCH_ERROR_LOG_FAILED]: 'admin.errorLog.error.fetch',
  [CLEAR_ERROR_LOG_FAILED]: 'admin.errorLog.error.clear',
  [FETCH_DELETIONS_FAILED]: 'admin.deletions.error.fetch',
  [SEARCH_ACCOUNTS_FAILED]: 'admin.accounts.error.search',
  [DELETE_ACCOUNT_FAILED]: 'admin.accounts.error.delete',
};

/** What a failed change (an unwrapped mutation) left, as a form shows it. */
export function failureFrom(error: unknown, fallback: string): Failure {
  const failed = error as Partial<ServerError> | undefined;
  return { message: messageOf(failed, fallback), issues: failed?.issues };
}
