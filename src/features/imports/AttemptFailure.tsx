import { ErrorState } from '../../components/ErrorState';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import type { ServerError } from '../../lib/serverData/api';
import { IMPORT_FAILURES } from './importsApi';

/** A busy server (429 or 503) says how long to wait. */
const waitOf = (error: ServerError) =>
  (error.status === 429 || error.status === 503) && error.retryAfterSeconds !== undefined
    ? error.retryAfterSeconds
    : null;

/** A request that failed (no connection, a server error, a busy server), with "Try again". */
export function AttemptFailure({ error, onRetry }: { error: ServerError; onRetry: () => void }) {
  const t = useT();
  const failureMessage = useKnownFailures(IMPORT_FAILURES);
  const seconds = waitOf(error);
  return (
    <ErrorState message={failureMessage(error.message)} onRetry={onRetry}>
      {seconds !== null && <div>{t('imports.error.busy', { seconds })}</div>}
    </ErrorState>
  );
}
