import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageLoading } from '../components/PageLoading';

/** The plan gate redirects 1 s after its notice. */
const PLAN_GATE_REDIRECT_MS = 1000;

/**
 * A refused area. A profile that may not enter sees 'Acesso não permitido' and goes to /tickets
 *; a plan or super-user gate shows its notice and leaves after 1 s.
 */
export function AccessDenied({ reason }: { reason: 'deniedRole' | 'deniedPlan' }) {
  const { t } = useTranslation();
  const [leave, setLeave] = useState(reason === 'deniedRole');

  useEffect(() => {
    const text = reason === 'deniedRole' ? t('access.notAllowed') : t('access.planNotAllowed');
    // A fixed id keeps StrictMode's double effects and quick re-renders down to one toast.
    toast.error(text, { toastId: `access-${reason}` });
    if (reason === 'deniedRole') return undefined;
    const timer = window.setTimeout(() => setLeave(true), PLAN_GATE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reason, t]);

  if (!leave) return <PageLoading />;
  return <Navigate to={reason === 'deniedRole' ? '/tickets' : '/'} replace />;
}
