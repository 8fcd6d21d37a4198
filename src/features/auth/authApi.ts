import type { ApiClient } from '../../lib/apiClient';
import type { SignupBody } from '../../../contract/api';

export async function postSignup(api: ApiClient, body: SignupBody): Promise<void> {
  await api.post('/signup', body);
}
