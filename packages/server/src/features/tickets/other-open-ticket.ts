import { and, eq, ne } from 'drizzle-orm';
import type { OtherOpenTicket } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import { queues, tickets, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/**
 * One attendance, one ticket: 409 `ERR_OTHER_OPEN_TICKET` naming the ticket that holds the
 * contact on that connection (id, uuid, user, queue), so the client can say who has it
 * or open it when it is the caller's own.
 */
export async function assertNoOtherOpenTicket(tx: Tx, companyId: number, contactId: number, whatsappId: number | null, exceptTicketId?: number): Promise<void> {
  const [holder] = await tx
    .select({ id: tickets.id, uuid: tickets.uuid, status: tickets.status, userId: tickets.userId, userName: users.name, queueId: tickets.queueId, queueName: queues.name })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.contactId, contactId),
        whatsappId === null ? undefined : eq(tickets.whatsappId, whatsappId),
        ne(tickets.status, 'closed'),
        exceptTicketId === undefined ? undefined : ne(tickets.id, exceptTicketId),
      ),
    )
    .limit(1);
  if (!holder) return;
  const ticket: OtherOpenTicket = {
    id: holder.id,
    uuid: holder.uuid,
    status: holder.status,
    userId: holder.userId,
    user: holder.userId !== null && holder.userName !== null ? { id: holder.userId, name: holder.userName } : null,
    queue: holder.queueId !== null && holder.queueName !== null ? { id: holder.queueId, name: holder.queueName } : null,
  };
  throw new AppError('ERR_OTHER_OPEN_TICKET', { extra: { ticket } });
}
