import type { ApiClient } from '../lib/apiClient';
import type { Identity } from '../lib/identity';

/** Outside services the thunks use; tests pass fakes. */
export interface Services {
  api: ApiClient;
  identity: Identity;
}
