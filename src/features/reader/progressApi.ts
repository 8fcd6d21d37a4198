import type { AxiosInstance } from 'axios';
import type { ProgressBody } from '../../../contract/api';

export async function postProgress(api: AxiosInstance, body: ProgressBody): Promise<void> {
  await api.post('/progress', body);
}
