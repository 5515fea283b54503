import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { messages, tickets, whatsapps } from '../../db/schema/index.js';
import type { MediaKind } from '../../providers/provider-types.js';
import { enqueueSend } from './send-message.job.js';
import { scheduleAutoClose } from '../tickets/ticket-timers.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

export interface OutboundMessage {
  body: string;
  /** The agent who wrote it; null for automatic messages. */
  userId: number | null;
  isAutomatic: boolean;
  media?: { path: string; name: string; mimetype: string; kind: MediaKind };
  quotedMsgId?: number;
  idempotencyKey?: string;
}

/** WhatsApp-style ids (`3EB0` + 18 hex digits) for providers that send under an id we choose. */
function newMessageId(): string {
  return `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;
}

/** The text shown in the ticket list for a message without text. */
export function previewOf(body: string, mediaType: string, mediaName?: string | null): string {
  if (body.trim()) return body;
  if (mediaType === 'chat') return '';
  return mediaName ?? mediaType;
}

/**
 * The ticket's preview after an outbound message: an automatic one takes it only while the preview
 * shows no message a person wrote (none yet, or another automatic one).
 */
function previewAfter(message: MessageRow): { lastMessage: string | SQL; lastMessageId: number | SQL } {
  const preview = previewOf(message.body, message.mediaType, message.mediaName);
  if (!message.isAutomatic) return { lastMessage: preview, lastMessageId: message.id };
  const personWrote = sql`exists (select 1 from ${messages} where ${messages.id} = ${tickets.lastMessageId} and not ${messages.isAutomatic})`;
  return {
    lastMessage: sql`case when ${personWrote} then ${tickets.lastMessage} else ${preview} end`,
    lastMessageId: sql`case when ${personWrote} then ${tickets.lastMessageId} else ${message.id}::bigint end`,
  };
}

/**
 * Stores an outbound message as pending and enqueues its send, in the caller's transaction: the
 * message is in history from the moment it is written, and the send survives a crash. The ticket's
 * activity moves with it, its preview as `previewAfter` says. Call `ctx.jobs.wake()` after the commit.
 */
export async function queueOutbound(tx: Tx, ticket: TicketRow, message: OutboundMessage, now: Date): Promise<{ message: MessageRow; ticket: TicketRow }> {
  const [connection] = ticket.whatsappId === null ? [] : await tx.select({ provider: whatsapps.provider, expiresTicket: whatsapps.expiresTicket }).from(whatsapps).where(inCompany(whatsapps, ticket.companyId, eq(whatsapps.id, ticket.whatsappId)));
  const [row] = await tx
    .insert(messages)
    .values({
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: ticket.whatsappId,
      // The Cloud API names its messages itself; the others send under the id chosen here.
      providerMessageId: connection && connection.provider !== 'cloud' ? newMessageId() : null,
      fromMe: true,
      userId: message.userId,
      body: message.body,
      mediaType: message.media ? message.media.kind : 'chat',
      mediaPath: message.media?.path ?? null,
      mediaName: message.media?.name ?? null,
      mimetype: message.media?.mimetype ?? null,
      ack: 0,
      read: true,
      isAutomatic: message.isAutomatic,
      quotedMsgId: message.quotedMsgId ?? null,
      sendStatus: 'pending',
      idempotencyKey: message.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [updated] = await tx
    .update(tickets)
    .set({ ...previewAfter(row!), lastMessageAt: now, fromMe: true, updatedAt: now })
    .where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id)))
    .returning();
  await enqueueSend(tx, row!, now);
  if (connection) await scheduleAutoClose(tx, updated!, connection.expiresTicket, now);
  return { message: row!, ticket: updated! };
}
