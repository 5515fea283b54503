import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { areaAccess, type AreaId } from '../areas';
import { UnderConstructionPage } from '../pages/UnderConstructionPage';
import { useAccessContext } from '../useAccessContext';
import { AccessDenied } from './AccessDenied';
import { PageLoading } from '../components/PageLoading';

interface AreaRouteProps {
  area: AreaId;
  /** The area's page once it is built; until then a placeholder names the area. */
  page: ComponentType | undefined;
}

/** One private area behind its rules (role, super flag, plan flag, `cshow`). */
export function AreaRoute({ area, page: Page }: AreaRouteProps) {
  const { context, planFailed } = useAccessContext();
  if (!context) return <PageLoading />;
  let access = areaAccess(area, context);
  if (access === 'pending' && planFailed) access = 'deniedPlan';

  switch (access) {
    case 'missing':
      return <Navigate to="/" replace />;
    case 'pending':
      return <PageLoading />;
    case 'deniedRole':
    case 'deniedPlan':
      return <AccessDenied reason={access} />;
    case 'allowed':
      return Page ? <Page /> : <UnderConstructionPage area={area} />;
  }
}
