import { and, count, desc, eq } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { messages } from '../../db/schema/index.js';
import type { TicketRow } from '../tickets/ticket.presenter.js';
import type { MessageRow } from './message.presenter.js';

/** The contact's history on the ticket's connection, across tickets (rules.md); `messages_history_idx`. */
function historyOf(ticket: Pick<TicketRow, 'id' | 'contactId' | 'whatsappId'>) {
  return ticket.whatsappId === null ? eq(messages.ticketId, ticket.id) : and(eq(messages.contactId, ticket.contactId), eq(messages.whatsappId, ticket.whatsappId));
}

/** The page and count queries of a conversation (the plan test explains these very builders). */
export function historyQueries(executor: Executor, ticket: Pick<TicketRow, 'id' | 'contactId' | 'whatsappId'>, pageNumber: number) {
  const where = historyOf(ticket);
  return {
    page: executor
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((pageNumber - 1) * MESSAGES_PAGE_SIZE),
    count: executor.select({ total: count() }).from(messages).where(where),
  };
}

/**
 * One page of a conversation (design.md §4b): page 1 is the newest 20, each page oldest first,
 * later pages walk back in time.
 */
export async function pageHistory(executor: Executor, ticket: Pick<TicketRow, 'id' | 'contactId' | 'whatsappId'>, pageNumber: number): Promise<{ rows: MessageRow[]; count: number; hasMore: boolean }> {
  const query = historyQueries(executor, ticket, pageNumber);
  const [rows, [total]] = await Promise.all([query.page, query.count]);
  const totalCount = total?.total ?? 0;
  return { rows: rows.reverse(), count: totalCount, hasMore: pageNumber * MESSAGES_PAGE_SIZE < totalCount };
}

/** A message of the company, or undefined (another company's is "not found"). */
export async function findMessage(executor: Executor, companyId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)));
  return row;
}
