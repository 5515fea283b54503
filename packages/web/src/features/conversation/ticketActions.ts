import { otherOpenTicketSchema, type OtherOpenTicket, type Ticket } from '@prosa/contract';
import { isApiError } from '../../api/ApiError';

/** The ticket status transitions offered in the conversation header. */
export type TicketAction = 'accept' | 'return' | 'resolve' | 'reopen';

export function actionsForStatus(status: Ticket['status']): TicketAction[] {
  if (status === 'pending') return ['accept'];
  if (status === 'open') return ['return', 'resolve'];
  return ['reopen'];
}

/** The `PUT /tickets/{id}` bodies of the seed's client (brief: exactly these). */
export function ticketActionBody(action: TicketAction, userId: number | undefined): Record<string, unknown> {
  switch (action) {
    case 'accept':
      return { status: 'open', userId };
    case 'return':
      return { status: 'pending', userId: null };
    case 'resolve':
      return { status: 'closed', userId, useIntegration: false, promptId: false, integrationId: false };
    case 'reopen':
      return { status: 'open' };
  }
}

/** A ticket that is not open any more leaves the screen; an opened one stays selected. */
export function staysSelected(ticket: Pick<Ticket, 'status'>): boolean {
  return ticket.status === 'open';
}

/** The holder named by a 409 `ERR_OTHER_OPEN_TICKET`, when that is what failed. */
export function otherOpenTicketOf(error: unknown): OtherOpenTicket | undefined {
  if (!isApiError(error) || error.code !== 'ERR_OTHER_OPEN_TICKET') return undefined;
  const parsed = otherOpenTicketSchema.safeParse(error.body.ticket);
  return parsed.success ? parsed.data : undefined;
}
