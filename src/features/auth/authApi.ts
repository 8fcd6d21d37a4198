import type { AxiosInstance } from 'axios';
import type { SignupBody } from '../../../contract/api';

export async function postSignup(api: AxiosInstance, body: SignupBody): Promise<void> {
  await api.post('/signup', body);
}
