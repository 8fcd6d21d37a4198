// What other features may use of the session: who is signed in, and the actions that start
// and end a session (to clear what belonged to it).
export { selectAwaitsEmailVerification, selectIsAdmin, selectUser } from './selectors';
export { logOut } from './authThunks';
export { sessionChanged } from './userSlice';
export type { RedirectState } from './RequireAuth';
