import { and, eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { messages, tickets } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { mediaKindOf } from './media-kind.js';
import { cancelJob } from '../../jobs/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { ticketTimerKey } from '../tickets/ticket-timers.js';
import { emitMessageCreate } from './message.events.js';
import { markTicketRead } from './mark-read.js';
import { queueOutbound, type OutboundMessage } from './outbound.js';
import type { MessageRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

export interface AgentSend {
  body: string;
  quotedMsgId?: number | undefined;
  /** Files already stored under the company (uploaded, or this server's own media URL). */
  files: { path: string; name: string; mimetype?: string | undefined }[];
  idempotencyKey?: string | undefined;
}

async function earlierSend(ctx: EngineContext, companyId: number, key: string | undefined): Promise<MessageRow | undefined> {
  if (!key) return undefined;
  const [earlier] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.idempotencyKey, key)));
  return earlier;
}

/**
 * `POST /messages/{ticketId}`: stored pending with its
 * send job in one transaction, the body exactly as given (the web app signs). One message per file,
 * each with the body as caption, as the reference does. A repeated `Idempotency-Key` answers the
 * first result. Writing hands the ticket to humans: every bot stops.
 */
export async function sendFromAgent(ctx: EngineContext, auth: RequestAuth, ticketId: number, input: AgentSend): Promise<MessageRow> {
  const earlier = await earlierSend(ctx, auth.companyId, input.idempotencyKey);
  if (earlier) return earlier;
  try {
    return await storeAndAnnounce(ctx, auth, ticketId, input);
  } catch (error) {
    // Two retries of one send racing: the loser answers what the winner stored.
    const winner = isUniqueViolation(error, 'messages_idempotency_uq') ? await earlierSend(ctx, auth.companyId, input.idempotencyKey) : undefined;
    if (winner) return winner;
    throw error;
  }
}

async function storeAndAnnounce(ctx: EngineContext, auth: RequestAuth, ticketId: number, input: AgentSend): Promise<MessageRow> {
  if (!input.body.trim() && input.files.length === 0) throw new AppError('ERR_VALIDATION', { extra: { issues: { body: 'Required' } } });
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const ticket = await ticketForCaller(tx, auth, ticketId);
    if (ticket.status === 'closed') throw new AppError('ERR_TICKET_CLOSED');
    if (input.quotedMsgId !== undefined) {
      const [quoted] = await tx.select({ contactId: messages.contactId, whatsappId: messages.whatsappId }).from(messages).where(inCompany(messages, auth.companyId, eq(messages.id, input.quotedMsgId)));
      if (!quoted || quoted.contactId !== ticket.contactId || quoted.whatsappId !== ticket.whatsappId) throw new AppError('ERR_NO_MESSAGE_FOUND');
    }
    const [locked] = await tx.update(tickets).set({ chatbot: false, queueOptionId: null }).where(inCompany(tickets, auth.companyId, eq(tickets.id, ticket.id))).returning();
    // A person writes: the bot's pending turn will not come.
    await cancelJob(tx, ticketTimerKey.botStep(ticket.id));
    const outbound: OutboundMessage[] = input.files.length
      ? input.files.map((file, index) => ({
          body: input.body,
          userId: auth.userId,
          isAutomatic: false,
          media: { path: file.path, name: file.name, ...mediaKindOf(file.name, file.mimetype) },
          ...(input.quotedMsgId !== undefined ? { quotedMsgId: input.quotedMsgId } : {}),
          ...(input.idempotencyKey && index === 0 ? { idempotencyKey: input.idempotencyKey } : {}),
        }))
      : [{ body: input.body, userId: auth.userId, isAutomatic: false, ...(input.quotedMsgId !== undefined ? { quotedMsgId: input.quotedMsgId } : {}), ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}) }];
    let current = locked!;
    const stored: MessageRow[] = [];
    for (const message of outbound) {
      const queued = await queueOutbound(tx, current, message, now);
      stored.push(queued.message);
      current = queued.ticket;
    }
    return { before: ticket, ticket: current, stored };
  });
  const view = await emitTicketUpdate(ctx, result.ticket, result.before);
  for (const row of result.stored) await emitMessageCreate(ctx, result.ticket, row, view);
  await markTicketRead(ctx, result.ticket);
  ctx.jobs.wake();
  return result.stored[0]!;
}
