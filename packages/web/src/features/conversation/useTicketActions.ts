import type { Ticket } from '@prosa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../api/client';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { storeTicketAnswer, ticketKeys } from '../tickets/api';
import { otherOpenTicketOf, staysSelected, ticketActionBody, type TicketAction } from './ticketActions';

/**
 * The header's transitions. An opened ticket stays on screen; one that is not open any
 * more clears the selection and goes back to /tickets. A 409 names who holds the contact (and opens
 * the holding ticket when it is the caller's own).
 */
export function useTicketActions(ticket: Ticket) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  const transition = useMutation({
    mutationFn: (action: TicketAction) => api.put<Ticket>(`/tickets/${ticket.id}`, ticketActionBody(action, user?.id)),
    onSuccess: (updated) => {
      storeTicketAnswer(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
      if (!staysSelected(updated)) void navigate('/tickets');
    },
    onError: (error) => {
      const holder = otherOpenTicketOf(error);
      if (!holder) {
        toastApiError(error);
        return;
      }
      if (holder.userId !== null && holder.userId === user?.id) {
        void navigate(`/tickets/${holder.uuid}`);
        return;
      }
      const text = holder.user
        ? t('conversation.heldBy', { user: holder.user.name, queue: holder.queue?.name ?? t('conversation.noQueue') })
        : t('conversation.heldByNobody', { queue: holder.queue?.name ?? t('conversation.noQueue') });
      toast.warning(text);
    },
  });

  const remove = useMutation({
    mutationFn: () => api.delete<unknown>(`/tickets/${ticket.id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
      void navigate('/tickets');
    },
    onError: toastApiError,
  });

  return { transition, remove };
}
