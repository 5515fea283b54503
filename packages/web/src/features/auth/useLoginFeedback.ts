import type { SessionUser } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { daysUntilDue, shouldWarnAboutDueDate } from './dueDate';

/** After a login: a success toast, then 'Sua assinatura vence em N dia(s)' under 5 days. */
export function useLoginFeedback(): (user: SessionUser) => void {
  const { t } = useTranslation();
  return (user) => {
    toast.success(t('auth.loginSuccess'));
    const days = daysUntilDue(user.company.dueDate);
    if (shouldWarnAboutDueDate(days)) toast.warn(t('auth.dueDateWarning', { count: days }));
  };
}
