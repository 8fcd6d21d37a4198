import type { ApiClient } from '../../lib/apiClient';
import type { ProgressAnswer, ProgressBody } from '../../../contract/api';

/** The server's record of the position, or null from a backend that answers without one. */
export async function postProgress(
  api: ApiClient,
  body: ProgressBody,
): Promise<ProgressAnswer | null> {
  const { data } = await api.post<ProgressAnswer>('/progress', body);
  return typeof data?.storyPoints === 'number' ? data : null;
}
