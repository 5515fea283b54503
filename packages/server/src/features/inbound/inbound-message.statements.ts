import { and, eq, sql } from 'drizzle-orm';
import { messages, tickets, whatsapps } from '../../db/schema/index.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * The statements every inbound message runs, prepared once (db/prepared-statement.ts) so drizzle
 * does not rebuild their SQL for each message.
 */

export const connectionOfCompany = preparedStatement('inbound_connection', (tx) =>
  tx
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, placeholder('companyId')), eq(whatsapps.id, placeholder('whatsappId')))),
);

/** A message of the connection by its provider id (an echo, a redelivery, a quoted message). */
export const messageByProviderId = preparedStatement('inbound_message_by_provider_id', (tx) =>
  tx
    .select({ id: messages.id })
    .from(messages)
    .where(inCompany(messages, placeholder('companyId'), eq(messages.whatsappId, placeholder('whatsappId')), eq(messages.providerMessageId, placeholder('providerMessageId')))),
);

/**
 * The jsonb columns are bound as JSON text with a cast: a placeholder bound through the column's
 * encoder would turn a JS null into the JSON value `null` instead of SQL NULL.
 */
export const insertInboundMessage = preparedStatement('inbound_insert_message', (tx) =>
  tx
    .insert(messages)
    .values({
      companyId: placeholder('companyId'),
      ticketId: placeholder('ticketId'),
      contactId: placeholder('contactId'),
      whatsappId: placeholder('whatsappId'),
      providerMessageId: placeholder('providerMessageId'),
      fromMe: placeholder('fromMe'),
      participantContactId: placeholder('participantContactId'),
      body: placeholder('body'),
      mediaType: placeholder('mediaType'),
      mediaPath: placeholder('mediaPath'),
      mediaName: placeholder('mediaName'),
      mimetype: placeholder('mimetype'),
      extra: sql`${placeholder('extraJson')}::jsonb`,
      ack: placeholder('ack'),
      read: placeholder('read'),
      quotedMsgId: placeholder('quotedMsgId'),
      sendStatus: placeholder('sendStatus'),
      raw: sql`${placeholder('rawJson')}::jsonb`,
      createdAt: placeholder('createdAt'),
      updatedAt: placeholder('updatedAt'),
    })
    .onConflictDoNothing()
    .returning(),
);

/** The ticket follows its newest message; `lastInboundAt` null keeps the stored value (our own messages). */
export const ticketAfterMessage = preparedStatement('inbound_ticket_after_message', (tx) =>
  tx
    .update(tickets)
    .set({
      lastMessage: placeholder<string>('lastMessage'),
      lastMessageId: placeholder<number>('lastMessageId'),
      lastMessageAt: placeholder<Date>('lastMessageAt'),
      fromMe: placeholder<boolean>('fromMe'),
      unreadMessages: placeholder<number>('unreadMessages'),
      lastInboundAt: sql`coalesce(${placeholder('lastInboundAt')}::timestamptz, ${tickets.lastInboundAt})`,
      updatedAt: placeholder<Date>('updatedAt'),
    })
    .where(inCompany(tickets, placeholder('companyId'), eq(tickets.id, placeholder('ticketId'))))
    .returning(),
);

/** JSON text for a nullable jsonb placeholder (see insertInboundMessage). */
export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
