import type { RootState } from '../../app/store';
import { env } from '../../lib/env';

export const selectUser = (state: RootState) => state.user.user;
/** A signed-in user who has not yet opened the link that verifies their address. */
export const selectAwaitsEmailVerification = (state: RootState) =>
  state.user.user?.emailVerified === false;
export const selectIsAdmin = (state: RootState) =>
  state.user.user !== null && env.VITE_ADMIN_UIDS.includes(state.user.user.uid);
