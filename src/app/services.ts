import type { AxiosInstance } from 'axios';
import type { Identity } from '../lib/identity';

/** Outside services the thunks use; tests pass fakes. */
export interface Services {
  api: AxiosInstance;
  identity: Identity;
}
