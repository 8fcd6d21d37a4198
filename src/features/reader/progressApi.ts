import type { ApiClient } from '../../lib/apiClient';
import type { ProgressBody } from '../../../contract/api';

export async function postProgress(api: ApiClient, body: ProgressBody): Promise<void> {
  await api.post('/progress', body);
}
