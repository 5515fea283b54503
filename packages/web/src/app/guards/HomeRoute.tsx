import { isAdmin } from '@prosa/contract';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api';

/**
 * `/` is the admin dashboard. Everyone else, and everyone while the dashboard is
 * not built, lands on /tickets.
 */
export function HomeRoute({ dashboard: Dashboard }: { dashboard: ComponentType | undefined }) {
  const { data: user } = useCurrentUser();
  if (Dashboard && user && isAdmin(user)) return <Dashboard />;
  return <Navigate to="/tickets" replace />;
}
