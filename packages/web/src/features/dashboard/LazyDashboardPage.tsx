import { lazy, Suspense } from 'react';
import { PageLoading } from '../../app/components/PageLoading';

const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })));

/** The dashboard and its chart library load only when an admin opens `/`. */
export function LazyDashboardPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
