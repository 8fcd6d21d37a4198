import type { KnownFailures } from '../../i18n/useKnownFailures';
import { FETCH_DELETIONS_FAILED } from './accountsThunks';
import { REVIEW_FAILED } from './adminStoriesThunks';
import { CLEAR_ERROR_LOG_FAILED, FETCH_ERROR_LOG_FAILED } from './errorLogThunks';

/** The administrators' screens' own failure messages, translated where they are shown. */
export const ADMIN_FAILURES: KnownFailures = {
  [REVIEW_FAILED]: 'admin.stories.error.review',
  [FETCH_ERROR_LOG_FAILED]: 'admin.errorLog.error.fetch',
  [CLEAR_ERROR_LOG_FAILED]: 'admin.errorLog.error.clear',
  [FETCH_DELETIONS_FAILED]: 'admin.deletions.error.fetch',
};
