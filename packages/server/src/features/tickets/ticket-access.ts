import { and, eq, sql } from 'drizzle-orm';
import { isAdmin, maySeeTicket, type TicketViewerScope } from '@prosa/contract';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { Executor } from '../../db/types.js';
import { queues, tickets } from '../../db/schema/index.js';
import { queueIdsOfUser } from '../users/user-queues.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import type { TicketRow } from '../../db/schema/index.js';

// These run on almost every ticket and message request: prepared once (db/prepared-statement.ts).
const companyQueueRows = preparedStatement('company_queue_ids', (executor) =>
  executor
    .select({ id: queues.id })
    .from(queues)
    .where(eq(queues.companyId, sql.placeholder('companyId'))),
);
const companyTicketRow = preparedStatement('company_ticket_row', (executor) =>
  executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.id, sql.placeholder('ticketId')))),
);

/** Every queue of a company. */
export async function queueIdsOfCompany(executor: Executor, companyId: number): Promise<number[]> {
  const rows = await companyQueueRows(executor, { companyId });
  return rows.map((row) => row.id);
}

/** The caller as the contract's visibility rule sees them (`maySeeTicket` in the contract). */
export function viewerScope(auth: Pick<RequestAuth, 'userId' | 'profile' | 'allTicket'>, userQueueIds: readonly number[]): TicketViewerScope {
  return { userId: auth.userId, admin: isAdmin(auth), allTicket: auth.allTicket === 'enabled', queueIds: userQueueIds };
}

/** Whether the caller may see the ticket: the contract's rule, fed with the caller's queues. */
export function callerMaySee(auth: Pick<RequestAuth, 'userId' | 'profile' | 'allTicket'>, userQueueIds: readonly number[], ticket: Pick<TicketRow, 'userId' | 'queueId'>): boolean {
  return maySeeTicket(viewerScope(auth, userQueueIds), ticket);
}

/**
 * Loads a ticket the caller may act on: another company's is 404 `ERR_NO_TICKET_FOUND`; one of the
 * company in a queue the caller lacks is 403 `ERR_NO_PERMISSION`.
 */
export async function ticketForCaller(executor: Executor, auth: RequestAuth, ticketId: number): Promise<TicketRow> {
  const [row] = await companyTicketRow(executor, { companyId: auth.companyId, ticketId });
  if (!row) throw new AppError('ERR_NO_TICKET_FOUND');
  if (!callerMaySee(auth, isAdmin(auth) ? [] : await queueIdsOfUser(executor, auth.userId), row)) throw new AppError('ERR_NO_PERMISSION');
  return row;
}

