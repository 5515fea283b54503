import { Navigate, Outlet, useLocation } from 'react-router';
import { originFromState } from '../../features/auth/originFromState';
import { postLoginDestination } from '../../features/auth/postLoginDestination';
import { useSessionToken } from '../../features/auth/useSessionToken';

/**
 * A signed-in user opening /login, /signup or /forgetpsw goes to /. Right after a login the login
 * page has chosen where to go instead (the origin, else /tickets).
 */
export function PublicRoute() {
  const token = useSessionToken();
  const location = useLocation();
  if (token === null) return <Outlet />;
  const target = postLoginDestination() ?? originFromState(location.state) ?? '/';
  return <Navigate to={target} replace />;
}
