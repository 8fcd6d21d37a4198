import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { selectUser } from './selectors';

export interface RedirectState {
  from?: string;
}

/** Guarded screens need a signed-in user; others are sent to /login and brought back after. */
export function RequireAuth() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) {
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Gives a screen the signed-in user's id as a prop. */
export function WithUserId({ render }: { render: (userId: string) => React.ReactNode }) {
  const user = useAppSelector(selectUser);
  return user ? <>{render(user.uid)}</> : null;
}
