import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { lastSessionEndReason } from '../../api/session';
import { useCurrentUser } from '../../features/auth/api';
import { clearPostLoginDestination } from '../../features/auth/postLoginDestination';
import { useSessionToken } from '../../features/auth/useSessionToken';
import { FullPageMessage } from '../components/FullPageMessage';

/**
 * A visitor without a session goes to /login, carrying the page they wanted (a deliberate logout
 * starts afresh). While the user loads, a spinner; if it cannot load, a retry.
 */
export function PrivateRoute() {
  const token = useSessionToken();
  const location = useLocation();
  const me = useCurrentUser();

  useEffect(() => {
    if (token !== null) clearPostLoginDestination();
  }, [token]);

  if (token === null) {
    const state = lastSessionEndReason() === 'logout' ? undefined : { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (me.data) return <Outlet />;
  if (me.isError) return <FullPageMessage kind="error" onRetry={() => void me.refetch()} />;
  return <FullPageMessage kind="loading" />;
}
