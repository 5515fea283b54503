import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ticket } from '@prosa/contract';
import { anyOf, preparedStatement } from '../../db/prepared-statement.js';
import type { Executor } from '../../db/types.js';
import { contactCustomFields, contacts, messages, queues, tags, ticketTags, tickets, users, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { presentContact } from '../contacts/contact.presenter.js';
import type { TicketRow } from '../../db/schema/index.js';


const WINDOW_MS = 24 * 3_600_000;

type TagOfTicket = { id: number; name: string; color: string };
type ExtraInfoField = { id: number; name: string; value: string };

const contactWhatsapps = alias(whatsapps, 'contact_whatsapp');
const previewMessages = alias(messages, 'preview_message');

/**
 * Everything a ticket shows besides its own row, for a set of ticket ids (of rows already scoped
 * to their company, hence unscoped here), in one prepared statement:
 * contact (with its extra info and connection name), user, queue, connection, tags and the ack of
 * the message the preview shows. Tags and extra
 * info come as JSON arrays built by PostgreSQL, in the order the client shows them.
 */
const unscopedTicketDetails = preparedStatement('ticket_details', (executor) =>
  executor
    .select({
      ticketId: tickets.id,
      contact: contacts,
      contactWhatsappName: contactWhatsapps.name,
      userName: users.name,
      queueName: queues.name,
      queueColor: queues.color,
      whatsappName: whatsapps.name,
      whatsappProvider: whatsapps.provider,
      previewId: previewMessages.id,
      previewAck: previewMessages.ack,
      previewFromMe: previewMessages.fromMe,
      tags: sql<TagOfTicket[]>`(select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.name}, ${tags.id}), '[]'::json) from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId} where ${ticketTags.ticketId} = ${tickets.id})`,
      extraInfo: sql<ExtraInfoField[]>`(select coalesce(json_agg(json_build_object('id', ${contactCustomFields.id}, 'name', ${contactCustomFields.name}, 'value', ${contactCustomFields.value}) order by ${contactCustomFields.id}), '[]'::json) from ${contactCustomFields} where ${contactCustomFields.contactId} = ${contacts.id})`,
    })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(contactWhatsapps, eq(contactWhatsapps.id, contacts.whatsappId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
    .leftJoin(previewMessages, eq(previewMessages.id, tickets.lastMessageId))
    .where(anyOf(tickets.id, 'ids', 'int')),
);

/**
 * Presents tickets with their contact, user, queue, connection and tags, in the
 * order of `rows`, with one statement whatever the number of tickets. A ticket deleted between its
 * read and this statement is left out.
 */
export async function presentTickets(executor: Executor, rows: TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const details = new Map((await unscopedTicketDetails(executor, { ids: rows.map((row) => row.id) })).map((detail) => [detail.ticketId, detail]));
  return rows.flatMap((row) => {
    const detail = details.get(row.id);
    if (!detail) return [];
    const { contact } = detail;
    const whatsapp = row.whatsappId === null || detail.whatsappName === null ? null : { id: row.whatsappId, name: detail.whatsappName, provider: detail.whatsappProvider! };
    return {
      id: row.id,
      uuid: row.uuid,
      status: row.status,
      companyId: row.companyId,
      contactId: row.contactId,
      contact: presentContact(contact, detail.extraInfo, contact.whatsappId === null || detail.contactWhatsappName === null ? null : { id: contact.whatsappId, name: detail.contactWhatsappName }),
      userId: row.userId,
      user: row.userId === null || detail.userName === null ? null : { id: row.userId, name: detail.userName },
      queueId: row.queueId,
      queue: row.queueId === null || detail.queueName === null ? null : { id: row.queueId, name: detail.queueName, color: detail.queueColor! },
      whatsappId: row.whatsappId,
      whatsapp,
      tags: detail.tags,
      lastMessage: row.lastMessage,
      lastMessageId: row.lastMessageId,
      // Read with the details, so only trusted while they still describe the row's preview.
      lastMessageAck: detail.previewId !== null && detail.previewId === row.lastMessageId && detail.previewFromMe ? detail.previewAck : null,
      lastMessageAt: row.lastMessageAt.toISOString(),
      fromMe: row.fromMe,
      unreadMessages: row.unreadMessages,
      isGroup: row.isGroup,
      chatbot: row.chatbot,
      queueOptionId: row.queueOptionId,
      useIntegration: row.useIntegration,
      promptId: row.promptId,
      integrationId: row.integrationId,
      windowExpiresAt: whatsapp?.provider === 'cloud' && row.lastInboundAt ? new Date(row.lastInboundAt.getTime() + WINDOW_MS).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One ticket; deleted meanwhile, it is not found (404). */
export async function presentTicket(executor: Executor, row: TicketRow): Promise<Ticket> {
  const [ticket] = await presentTickets(executor, [row]);
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND');
  return ticket;
}

/** A ticket of the company, or undefined (another company's ticket is not found). */
export async function findTicketRow(executor: Executor, companyId: number, ticketId: number): Promise<TicketRow | undefined> {
  const [row] = await executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row;
}
