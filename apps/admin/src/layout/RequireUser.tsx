import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { currentUserAtom } from '../atoms/session.js';
import { LoadingPage } from './LoadingPage.js';

/** Pages behind it need a signed-in user; anyone else goes to the login page, and back after. */
export function RequireUser() {
  const { data: user, isPending } = useAtomValue(currentUserAtom);
  const location = useLocation();
  if (isPending) return <LoadingPage />;
  if (!user) {
    return (
      <Navigate to="/account/login" replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <Outlet />;
}
