import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ticket } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { contacts, queues, tags, ticketTags, tickets, users, whatsapps } from '../../db/schema/index.js';
import { presentContacts } from '../contacts/contact.presenter.js';

export type TicketRow = typeof tickets.$inferSelect;

const WINDOW_MS = 24 * 3_600_000;

/**
 * Presents tickets with their contact, user, queue, connection and tags (seed 000 §3 Ticket), in the
 * order of `rows`, with one query per related table whatever the number of tickets.
 */
export async function presentTickets(executor: Executor, rows: TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];
  const contactIds = distinct(rows.map((row) => row.contactId));
  const userIds = distinct(rows.map((row) => row.userId));
  const queueIds = distinct(rows.map((row) => row.queueId));
  const whatsappIds = distinct(rows.map((row) => row.whatsappId));
  const [contactRows, userRows, queueRows, whatsappRows, tagRows] = await Promise.all([
    executor.select().from(contacts).where(inArray(contacts.id, contactIds)),
    userIds.length ? executor.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
    queueIds.length ? executor.select({ id: queues.id, name: queues.name, color: queues.color }).from(queues).where(inArray(queues.id, queueIds)) : [],
    whatsappIds.length ? executor.select({ id: whatsapps.id, name: whatsapps.name, provider: whatsapps.provider }).from(whatsapps).where(inArray(whatsapps.id, whatsappIds)) : [],
    executor
      .select({ ticketId: ticketTags.ticketId, id: tags.id, name: tags.name, color: tags.color })
      .from(ticketTags)
      .innerJoin(tags, eq(tags.id, ticketTags.tagId))
      .where(inArray(ticketTags.ticketId, ids))
      .orderBy(asc(tags.name)),
  ]);
  const presentedContacts = new Map((await presentContacts(executor, contactRows)).map((contact) => [contact.id, contact]));
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));
  const usersById = byId(userRows);
  const queuesById = byId(queueRows);
  const whatsappsById = byId(whatsappRows);
  const tagsByTicket = new Map<number, { id: number; name: string; color: string }[]>();
  for (const { ticketId, ...tag } of tagRows) tagsByTicket.set(ticketId, [...(tagsByTicket.get(ticketId) ?? []), tag]);
  return rows.map((row) => {
    const whatsapp = row.whatsappId === null ? null : (whatsappsById.get(row.whatsappId) ?? null);
    return {
      id: row.id,
      uuid: row.uuid,
      status: row.status,
      companyId: row.companyId,
      contactId: row.contactId,
      contact: presentedContacts.get(row.contactId)!,
      userId: row.userId,
      user: row.userId === null ? null : (usersById.get(row.userId) ?? null),
      queueId: row.queueId,
      queue: row.queueId === null ? null : (queuesById.get(row.queueId) ?? null),
      whatsappId: row.whatsappId,
      whatsapp,
      tags: tagsByTicket.get(row.id) ?? [],
      lastMessage: row.lastMessage,
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

export async function presentTicket(executor: Executor, row: TicketRow): Promise<Ticket> {
  const [ticket] = await presentTickets(executor, [row]);
  return ticket!;
}

/** A ticket of the company, or undefined (another company's ticket is not found). */
export async function findTicketRow(executor: Executor, companyId: number, ticketId: number): Promise<TicketRow | undefined> {
  const [row] = await executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row;
}
