import type { ApiClient } from '../../lib/apiClient';
import type { OutboxRequest } from '../../lib/offline/outbox';
import type { ProgressAnswer, ProgressBody } from '../../../contract/api';

const PROGRESS_URL = '/progress';

/** The server's record of the position, or null from a backend that answers without one. */
export async function postProgress(
  api: ApiClient,
  body: ProgressBody,
): Promise<ProgressAnswer | null> {
  const { data } = await api.post<ProgressAnswer>(PROGRESS_URL, body);
  return typeof data?.storyPoints === 'number' ? data : null;
}

/** The same report, kept in the outbox until the network is back. */
export const progressForLater = (body: ProgressBody): OutboxRequest => ({
  kind: 'progress',
  method: 'post',
  url: PROGRESS_URL,
  body,
});
