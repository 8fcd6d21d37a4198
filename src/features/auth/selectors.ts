import type { RootState } from '../../app/store';
import { env } from '../../lib/env';

export const selectUser = (state: RootState) => state.user.user;
export const selectIsAdmin = (state: RootState) =>
  state.user.user !== null && env.VITE_ADMIN_UIDS.includes(state.user.user.uid);
