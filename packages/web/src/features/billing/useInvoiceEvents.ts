import type { SessionUser } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { authKeys } from '../auth/api';
import { invoiceKeys } from './api';

/** A confirmed payment: the invoices are read again and the signed-in user's company gets its new due date. */
export function useInvoiceEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('payment', (event) => {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    queryClient.setQueryData<SessionUser>(authKeys.me, (user) =>
      user && user.company.id === event.company.id ? { ...user, company: { ...user.company, dueDate: event.company.dueDate, trialExpiration: event.company.dueDate } } : user,
    );
  });
}
