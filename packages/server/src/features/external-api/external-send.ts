import { and, eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { messages } from '../../db/schema/index.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ApiConnection } from '../../http/connection-token.js';
import { AppError } from '../../shared/app-error.js';
import { emitContactChange, emitContactDelete } from '../contacts/contacts.events.js';
import { findOrCreateContact } from '../contacts/contact-identity.js';
import type { AutomaticSend } from '../messages/automatic-message.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { queueOutbound, type OutboundMessage } from '../messages/outbound.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { findOrOpenTicket } from '../tickets/ticket-transitions.js';
import { closeFromApi } from './close-from-api.js';
import { checkExternalNumber } from './external-number.js';

export interface ExternalSend {
  number: string;
  body: string;
  closeTicket?: boolean | undefined;
  quotedMsgId?: number | null | undefined;
  /** Files already kept in the company's media. */
  files: { path: string; name: string; mimetype?: string | undefined }[];
  idempotencyKey?: string | undefined;
}

export interface ExternalSendResult {
  messageId: number;
  ticketId: number;
}

/** A retry whose first send committed after this one looked for it. */
class RacedRetry extends Error {}

/** Keys are the caller's: one connection's key never answers another connection's send. */
const storedKey = (connection: ApiConnection, key: string) => `api:${connection.whatsappId}:${key}`;

async function earlierSend(ctx: EngineContext, connection: ApiConnection, key: string | undefined): Promise<ExternalSendResult | undefined> {
  if (!key) return undefined;
  const [earlier] = await ctx.db
    .select({ messageId: messages.id, ticketId: messages.ticketId })
    .from(messages)
    .where(and(eq(messages.companyId, connection.companyId), eq(messages.idempotencyKey, storedKey(connection, key))));
  return earlier;
}

/**
 * `POST /api/messages/send`: the
 * number is checked on WhatsApp, the contact and the ticket are found or opened on the token's
 * connection, and the message is stored pending with its send job, like an agent's, so it appears
 * live with its acks. A repeated `Idempotency-Key` answers the first send, also when two retries
 * race (the unique key of the message decides).
 */
export async function sendFromApi(ctx: EngineContext, connection: ApiConnection, input: ExternalSend): Promise<ExternalSendResult> {
  const earlier = await earlierSend(ctx, connection, input.idempotencyKey);
  if (earlier) return earlier;
  try {
    return await storeAndAnnounce(ctx, connection, input);
  } catch (error) {
    // The loser of a race of one key's retries fails on a unique index (the message's key, or the
    // contact's identity both created); the winner has committed by then.
    const winner = error instanceof RacedRetry || isUniqueViolation(error) ? await earlierSend(ctx, connection, input.idempotencyKey) : undefined;
    if (winner) return winner;
    throw error;
  }
}

function outboundOf(input: ExternalSend, key: string | undefined): OutboundMessage[] {
  const common = { userId: null, isAutomatic: false, ...(input.quotedMsgId ? { quotedMsgId: input.quotedMsgId } : {}) };
  if (input.files.length === 0) return [{ ...common, body: input.body, ...(key ? { idempotencyKey: key } : {}) }];
  return input.files.map((file, index) => ({
    ...common,
    body: input.body,
    media: { path: file.path, name: file.name, ...mediaKindOf(file.name, file.mimetype) },
    ...(key && index === 0 ? { idempotencyKey: key } : {}),
  }));
}

async function storeAndAnnounce(ctx: EngineContext, connection: ApiConnection, input: ExternalSend): Promise<ExternalSendResult> {
  const { companyId, whatsappId } = connection;
  const checked = await checkExternalNumber(ctx, connection, input.number);
  const key = input.idempotencyKey ? storedKey(connection, input.idempotencyKey) : undefined;
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    if (key) {
      const [raced] = await tx.select({ id: messages.id }).from(messages).where(and(eq(messages.companyId, companyId), eq(messages.idempotencyKey, key)));
      if (raced) throw new RacedRetry();
    }
    const contact = await findOrCreateContact(tx, companyId, { phone: checked.phone, lid: checked.lid, whatsappId }, now);
    const { ticket, created } = await findOrOpenTicket(tx, { companyId, contactId: contact.contact.id, whatsappId, isGroup: false, now });
    if (input.quotedMsgId) {
      const [quoted] = await tx.select({ ticketContact: messages.contactId, whatsappId: messages.whatsappId }).from(messages).where(inCompany(messages, companyId, eq(messages.id, input.quotedMsgId)));
      if (!quoted || quoted.ticketContact !== ticket.contactId || quoted.whatsappId !== whatsappId) throw new AppError('ERR_NO_MESSAGE_FOUND');
    }
    let current: TicketRow = ticket;
    const stored: MessageRow[] = [];
    for (const message of outboundOf(input, key)) {
      const queued = await queueOutbound(tx, current, message, now);
      stored.push(queued.message);
      current = queued.ticket;
    }
    let automatic: AutomaticSend[] = [];
    if (input.closeTicket) {
      const closed = await closeFromApi(tx, current, await readCompanySettings(tx, companyId), now);
      current = closed.ticket;
      automatic = closed.sent;
    }
    return { contact, created, before: created ? undefined : ticket, ticket: current, stored: [...stored, ...automatic.map((item) => item.message)] };
  });
  for (const id of result.contact.mergedContactIds) emitContactDelete(ctx, companyId, id);
  if (result.contact.changed) await emitContactChange(ctx, result.contact.created ? 'create' : 'update', result.contact.contact);
  const view = await emitTicketUpdate(ctx, result.ticket, result.before, { created: result.created });
  for (const row of result.stored) await emitMessageCreate(ctx, result.ticket, row, view);
  ctx.jobs.wake();
  return { messageId: result.stored[0]!.id, ticketId: result.ticket.id };
}
