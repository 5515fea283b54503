import { and, count, desc, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE } from '@prosa/contract';
import { preparedPerShape } from '../../db/prepared-statement.js';
import type { Executor } from '../../db/types.js';
import { messages } from '../../db/schema/index.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

type HistoryKey = Pick<TicketRow, 'id' | 'companyId' | 'contactId' | 'whatsappId'>;

/** The contact's history on the ticket's connection, across tickets; `messages_history_idx`. */
function historyOf(ticket: HistoryKey) {
  const companyId = sql.placeholder('companyId');
  return ticket.whatsappId === null ? inCompany(messages, companyId, eq(messages.ticketId, sql.placeholder('ticketId'))) : inCompany(messages, companyId, eq(messages.contactId, sql.placeholder('contactId')), eq(messages.whatsappId, sql.placeholder('whatsappId')));
}

const historyShape = (ticket: HistoryKey) => (ticket.whatsappId === null ? 'ticket' : 'contact');
const buildPage = (executor: Executor, ticket: HistoryKey) =>
  executor
    .select()
    .from(messages)
    .where(historyOf(ticket))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
const buildCount = (executor: Executor, ticket: HistoryKey) => executor.select({ total: count() }).from(messages).where(historyOf(ticket));
// Every conversation opening runs both: prepared once per shape (db/prepared-statement.ts).
const pageStatement = preparedPerShape(historyShape, (shape) => `messages_history_page_${shape}`, buildPage);
const countStatement = preparedPerShape(historyShape, (shape) => `messages_history_count_${shape}`, buildCount);

function historyValues(ticket: HistoryKey, pageNumber: number): Record<string, unknown> {
  return { companyId: ticket.companyId, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: ticket.whatsappId, limit: MESSAGES_PAGE_SIZE, offset: (pageNumber - 1) * MESSAGES_PAGE_SIZE };
}

/** The page and count statements of a conversation (the plan test explains these very statements). */
export function historyQueries(executor: Executor, ticket: HistoryKey, pageNumber: number) {
  const values = historyValues(ticket, pageNumber);
  const withValues = (query: { toSQL(): { sql: string; params: unknown[] } }) => () => {
    const { sql: text, params } = query.toSQL();
    return { sql: text, params: fillPlaceholders(params, values) };
  };
  return {
    page: { execute: () => pageStatement(executor, ticket, values), toSQL: withValues(buildPage(executor, ticket)) },
    count: { execute: () => countStatement(executor, ticket, values), toSQL: withValues(buildCount(executor, ticket)) },
  };
}

/**
 * One page of a conversation: page 1 is the newest 20, each page oldest first,
 * later pages walk back in time.
 */
export async function pageHistory(executor: Executor, ticket: HistoryKey, pageNumber: number): Promise<{ rows: MessageRow[]; count: number; hasMore: boolean }> {
  const values = historyValues(ticket, pageNumber);
  const [rows, [total]] = await Promise.all([pageStatement(executor, ticket, values), countStatement(executor, ticket, values)]);
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
